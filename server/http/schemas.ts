// TRANSITION: modules not yet on contracts take these from here; they live in shared/contracts/schema-kit.ts.
export {
  envelopeOf,
  errorEnvelopeSchema,
  validationErrorEnvelopeSchema,
  pageOf,
  epochMs,
  idField,
  idParams,
  type Envelope,
  type ErrorEnvelope,
  type Page,
} from '../../shared/contracts/schema-kit';
