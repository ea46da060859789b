// The messages an empty form shows, word for word as the spec gives them: shared by the Chromium e2e
// specs and the engines suite's behaviour specs.

export const quoteEmptyMessages = [
  'Beskrivelse skal være mindst 10 tegn',
  'Navn skal være mindst 2 tegn',
  'Telefonnummer skal være mindst 8 cifre',
  'Ugyldig email-adresse',
  'Adresse er påkrævet',
  'Postnr. er påkrævet',
  'Du skal acceptere betingelserne for at fortsætte',
];

/** The job application's, but for the phone number's, which depends on what was typed. */
export const jobApplicationEmptyMessages = [
  'Имя должно содержать минимум 2 символа',
  'Фамилия должна содержать минимум 2 символа',
  'Дата рождения обязательна',
  'Страна рождения обязательна',
  'Город рождения обязателен',
  'Пожалуйста, укажите есть ли у вас дети',
  'Пожалуйста, укажите ваше семейное положение',
  'Email обязателен',
  'Пожалуйста, укажите полный адрес',
  'Почтовый индекс обязателен',
  'Город обязателен',
  'Страна обязательна',
];
