/** Shared by the alert tests: New York's default calendar and instants in its local time. */
import { DEFAULT_BUSINESS_CALENDAR, type BusinessCalendar } from '../recon/business-calendar';

export const calendar: BusinessCalendar = structuredClone(DEFAULT_BUSINESS_CALENDAR);

/** 2026-11-27 is a Friday; New York is UTC-5 from November to early March. */
export const ny = (local: string) => Date.parse(`${local}-05:00`);
/** New York in summer time (UTC-4), from the second Sunday of March. */
export const nyDst = (local: string) => Date.parse(`${local}-04:00`);
