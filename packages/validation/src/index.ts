import './zod-config.ts';

export * from './contact.ts';
export * from './contact-links.ts';
export * from './email-payload.ts';
export * from './examples.ts';
export * from './file-fields.ts';
export * from './files.ts';
export * from './job-application.ts';
export * from './lead-source.ts';
export * from './quote.ts';
export * from './spam.ts';
export * from './stored-files.ts';
