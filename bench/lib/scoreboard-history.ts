import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DAY_MS, HOUR_MS } from '@domain/time';
import { PGLITE_OPTIONS } from '../../server/db/client';
import type { BenchServer } from './server';

/** SQL straight on a bench server's database: PGlite only while its server is stopped. */
export interface BenchSql {
  query: <T>(text: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
}

export async function openBenchSql(server: BenchServer): Promise<BenchSql> {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    return {
      query: async <T>(text: string, params: unknown[] = []) =>
        (await client.query(text, params)).rows as T[],
      close: () => client.end(),
    };
  }
  const client = await PGlite.create({
    dataDir: join(server.dataDir, 'pglite'),
    ...PGLITE_OPTIONS,
  });
  return {
    query: async <T>(text: string, params: unknown[] = []) =>
      (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
}

/** Each Standard recon step's typical stay, in hours (Frontline, untimed, stays open). */
const TYPICAL_HOURS = [2, 1.5, 10, 24, 5, 1.5];

/**
 * A year of recon history, set-based: the dealership's Make Ready cars acquired evenly over
 * the 365 days before `now`, each through Make Ready's steps in order, each stay its step's
 * typical time × 0.3–2.5 (a hash of the car and step, so every run seeds the same), the last
 * cars still in a step at `now`. Replaces the cars' stays and sets their step and in-stock date.
 */
export async function seedReconYear(
  sql: BenchSql,
  dealershipId: string,
  now: number,
): Promise<{ cars: number; stays: number }> {
  const params = [dealershipId, now];
  await sql.query('begin');
  const updated = await sql.query(
    `with numbered as (
       select id, row_number() over (order by stock_number) - 1 as n,
              count(*) over () as total
       from vehicles where dealership_id = $1 and type = 'make-ready')
     update vehicles v set check_in_time = $2::bigint - ${365 * DAY_MS} + n * (${365 * DAY_MS} / total),
                           created_at = $2::bigint - ${365 * DAY_MS} + n * (${365 * DAY_MS} / total)
     from numbered where v.dealership_id = $1 and v.id = numbered.id
     returning 1`,
    params,
  );
  await sql.query(
    `delete from vehicle_stays st using vehicles v
     where st.dealership_id = $1 and v.dealership_id = $1 and v.id = st.vehicle_id
       and v.type = 'make-ready'`,
    [dealershipId],
  );
  const inserted = await sql.query(
    `with steps as (
       select id, timed, row_number() over (order by position) - 1 as k
       from workflow_steps
       where dealership_id = $1 and workflow = 'make-ready' and archived_at is null),
     plan as (
       select v.id as vehicle_id, v.check_in_time as acquired, s.id as step_id, s.k, s.timed,
              case when s.timed then (
                (array[${TYPICAL_HOURS.join(',')}])[s.k + 1] * ${HOUR_MS}
                * (0.3 + 2.2 * ((hashtext(v.id::text || s.k::text) & 1023) / 1023.0))
              )::bigint else 0 end as stay_ms
       from vehicles v cross join steps s
       where v.dealership_id = $1 and v.type = 'make-ready'),
     timeline as (
       select *, acquired + ${4 * HOUR_MS} + coalesce(sum(stay_ms) over (
                   partition by vehicle_id order by k
                   rows between unbounded preceding and 1 preceding), 0) as entered_at
       from plan)
     insert into vehicle_stays (dealership_id, id, vehicle_id, step_id, entered_at, left_at, reason)
     select $1, gen_random_uuid(), vehicle_id, step_id, entered_at,
            case when timed and entered_at + stay_ms <= $2 then entered_at + stay_ms end,
            case when k = 0 then 'entered' else 'moved' end
     from timeline where entered_at <= $2
     returning 1`,
    params,
  );
  await sql.query(
    `update vehicles v set step_id = st.step_id, step_entered_at = st.entered_at
     from vehicle_stays st
     where v.dealership_id = $1 and st.dealership_id = $1 and st.vehicle_id = v.id
       and st.left_at is null`,
    [dealershipId],
  );
  await sql.query('commit');
  await sql.query('analyze');
  return { cars: updated.length, stays: inserted.length };
}

/** What the hand-made query answers: each step's median and p90, and the median T2L. */
export interface ReferenceAggregate {
  steps: { step_id: string; cars: number; median_ms: number; p90_ms: number }[];
  t2lCars: number;
  t2lMedianDays: number | null;
}

/**
 * The scoreboard's aggregate as one hand-made SQL query over the same tables, for the period
 * [start, end): the cars with a Make Ready stay open or left since `start` (what the app
 * reads); a car's time in a timed step summed over its stays there, counted when it last left
 * the step in the period; T2L from the in-stock date (never after its first step) to its last
 * leave of a T2L step, for the cars no longer in one. Calendar time: SQL has no business hours.
 */
export const REFERENCE_SQL = `
with recent as (
  select distinct st.vehicle_id
  from vehicle_stays st
  join workflow_steps s on s.dealership_id = st.dealership_id and s.id = st.step_id
  where st.dealership_id = $1 and s.workflow = 'make-ready'
    and (st.left_at is null or st.left_at >= $2)),
stays as (
  select st.vehicle_id, st.step_id, st.entered_at, st.left_at, s.timed, s.counts_toward_t2l
  from vehicle_stays st
  join workflow_steps s on s.dealership_id = st.dealership_id and s.id = st.step_id
  join recent r on r.vehicle_id = st.vehicle_id
  where st.dealership_id = $1 and s.workflow = 'make-ready' and st.left_at is distinct from st.entered_at),
step_times as (
  select vehicle_id, step_id, sum(coalesce(left_at, $4) - entered_at) as ms,
         max(left_at) as last_left, bool_or(left_at is null) as open
  from stays where timed group by vehicle_id, step_id),
per_step as (
  select step_id, count(*)::int as cars,
         percentile_cont(0.5) within group (order by ms) as median_ms,
         percentile_cont(0.9) within group (order by ms) as p90_ms
  from step_times where not open and last_left >= $2 and last_left < $3
  group by step_id),
journeys as (
  select vehicle_id,
         max(left_at) filter (where timed and counts_toward_t2l) as done_at,
         bool_or(left_at is null and timed and counts_toward_t2l) as in_recon,
         min(entered_at) filter (where timed and counts_toward_t2l) as began
  from stays group by vehicle_id),
t2l as (
  select count(*)::int as cars,
         percentile_cont(0.5) within group (
           order by (j.done_at - least(v.check_in_time, j.began)) / ${DAY_MS}.0) as median_days
  from journeys j
  join vehicles v on v.dealership_id = $1 and v.id = j.vehicle_id
  where not j.in_recon and j.done_at >= $2 and j.done_at < $3)
select (select coalesce(json_agg(per_step), '[]'::json) from per_step) as steps,
       t2l.cars as t2l_cars, t2l.median_days as t2l_median_days
from t2l`;

export async function referenceAggregate(
  sql: BenchSql,
  dealershipId: string,
  period: { start: number; end: number },
  now: number,
): Promise<ReferenceAggregate> {
  const [row] = await sql.query<{
    steps: ReferenceAggregate['steps'];
    t2l_cars: number;
    t2l_median_days: number | null;
  }>(REFERENCE_SQL, [dealershipId, period.start, period.end, now]);
  return {
    steps: row!.steps,
    t2lCars: row!.t2l_cars,
    t2lMedianDays: row!.t2l_median_days,
  };
}
