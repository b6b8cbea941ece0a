import { Schema } from "effect"

/**
 * The parts of an Opendata YTJ v3 `/companies` answer we read (the register's published v3 API description; recorded answers in fixtures/prh).
 * Codes are strings of digits except `addresses[].type` (1 street, 2 postal). Fields we do not read
 * are allowed and ignored; a field we read with the wrong shape makes the whole answer invalid.
 */
const Description = Schema.Struct({ languageCode: Schema.String, description: Schema.String })
const optionalText = Schema.optional(Schema.NullOr(Schema.String))

export const PrhName = Schema.Struct({
  name: Schema.String,
  type: Schema.String,
  registrationDate: optionalText,
  endDate: optionalText,
})

export const PrhAddress = Schema.Struct({
  type: Schema.Number,
  street: optionalText,
  buildingNumber: optionalText,
  entrance: optionalText,
  apartmentNumber: optionalText,
  apartmentIdSuffix: optionalText,
  postOfficeBox: optionalText,
  postCode: optionalText,
  postOffices: Schema.optional(
    Schema.Array(Schema.Struct({ city: Schema.String, languageCode: Schema.String })),
  ),
  co: optionalText,
  country: optionalText,
  freeAddressLine: optionalText,
})
export type PrhAddress = typeof PrhAddress.Type

export const PrhCompany = Schema.Struct({
  businessId: Schema.Struct({ value: Schema.String, registrationDate: optionalText }),
  names: Schema.Array(PrhName),
  mainBusinessLine: Schema.optional(
    Schema.NullOr(
      Schema.Struct({
        type: Schema.String,
        typeCodeSet: optionalText,
        descriptions: Schema.optional(Schema.Array(Description)),
      }),
    ),
  ),
  companyForms: Schema.optional(
    Schema.Array(
      Schema.Struct({
        type: Schema.String,
        descriptions: Schema.optional(Schema.Array(Description)),
        endDate: optionalText,
      }),
    ),
  ),
  registeredEntries: Schema.optional(
    Schema.Array(Schema.Struct({ register: Schema.String, type: Schema.String, endDate: optionalText })),
  ),
  addresses: Schema.optional(Schema.Array(PrhAddress)),
  tradeRegisterStatus: optionalText,
  endDate: optionalText,
  lastModified: optionalText,
})
export type PrhCompany = typeof PrhCompany.Type

export const PrhCompaniesAnswer = Schema.Struct({
  totalResults: Schema.Number,
  companies: Schema.Array(PrhCompany),
})
export type PrhCompaniesAnswer = typeof PrhCompaniesAnswer.Type
