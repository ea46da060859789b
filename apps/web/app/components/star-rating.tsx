export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <p
      className="flex gap-0.5 text-amber-600"
      role="img"
      aria-label={`Bedømmelse: ${rating} ud af ${max} stjerner`}
    >
      {Array.from({ length: max }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
          <path
            fill={index < rating ? 'currentColor' : 'none'}
            stroke="currentColor"
            d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
          />
        </svg>
      ))}
    </p>
  );
}
