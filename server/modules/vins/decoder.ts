/** What a VIN says about its vehicle, as the maker registered it with NHTSA (vPIC). */
export interface DecodedVehicle {
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  body: string | null;
}

/** Decodes VINs: the process's corgi decoder (./vin-decoder.ts), or a test's own. */
export interface VinDecoder {
  /** A well-formed 17-character VIN's vehicle; null when nothing is known of it. */
  decode(vin: string): Promise<DecodedVehicle | null>;
}
