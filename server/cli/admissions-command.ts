import { parseArgs } from 'node:util';
import { createDb } from '../../db/client';
import { APPLICATION_ROLE } from '../../db/application-role';
import { choiceLabel, PROGRAMMES } from '../../domain/application-choices';
import { newIntakeSchema, INTAKE_MESSAGES } from '../../domain/intake-form';
import { intakeMonthLabel, schoolDateLabel } from '../../domain/intakes';
import { AppError } from '../errors/app-error';
import { listIntakes, type IntakeSummary } from '../intakes/intake-records';
import { createIntake, setIntakeState } from '../intakes/manage-intakes';
import { offeredSlots, type OfferedSlot } from '../../core/visits/offered-slots';
import { schoolToday, slotStartKey } from '../../core/visits/slots';
import { ukClockLabel } from '../../domain/campus-visits';
import { SLOT_HORIZON_DAYS, SLOT_KINDS, slotDateField, WEEKDAY_NAMES, type SlotKind } from '../../domain/slot-rules';
import { CommandExit, type CommandIo } from './command-line';

const USAGE = `Usage: npm run admissions -- intakes list
       npm run admissions -- intakes open --programme <code> --starts YYYY-MM-DD --deadline YYYY-MM-DD
                                          [--capacity N] [--policy strict|rolling]
       npm run admissions -- intakes close --id N
       npm run admissions -- slots list [--from YYYY-MM-DD] [--days N] [--kind visit|interview]

intakes list   prints every intake, the latest start first: its id, programme, dates, policy,
               state, applications, offers and places left
intakes open   adds an intake and opens it at once, so the application form offers it; the
               deadline is a date in Europe/London (applications until 23:59 that day, UK time);
               the policy is strict (closed after the deadline, the default) or rolling (open until
               full or closed); without --capacity it has no limit of places
intakes close  closes intake N: the form no longer offers it, its applications stay
slots list     prints the slots the public page offers from a day (today by default) for N days
               (90 by default, at most 366), with the places each has left: the staff's patterns in
               UK time, less the dates left out, the term dates' holidays, the minimum notice and
               full slots; visits unless --kind interview
Programmes: ${PROGRAMMES.map((programme) => programme.value).join(', ')}.
Needs DATABASE_URL. Each change is audited as the operator 'cli', as the dashboard's are.`;

const DATABASE_HINT =
  ' With `make dev` running, its embedded database is postgres://postgres:postgres@127.0.0.1:<port>/academy (the port is printed at start-up).';

/**
 * A bad argument (decision 128): one line naming the problem, then the usage, on stderr; exit
 * status 1; nothing changed (every check runs before the database is touched, or in its transaction).
 */
function bad(io: CommandIo, message: string): never {
  io.err(`${message}\n\n${USAGE}`);
  throw new CommandExit(1);
}

/** Which option each field of the intake comes from, to name it in a message. */
const OPTION_OF: Record<string, string> = {
  programme: '--programme',
  startsOn: '--starts',
  deadline: '--deadline',
  capacity: '--capacity',
  policy: '--policy',
};

const OPTIONS = {
  programme: { type: 'string' },
  starts: { type: 'string' },
  deadline: { type: 'string' },
  capacity: { type: 'string' },
  policy: { type: 'string' },
  id: { type: 'string' },
  from: { type: 'string' },
  days: { type: 'string' },
  kind: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = { [Name in keyof typeof OPTIONS]?: (typeof OPTIONS)[Name]['type'] extends 'string' ? string : boolean };

/** The options a verb takes; any other given is a bad argument. */
const TAKES: Record<string, ReadonlyArray<keyof typeof OPTIONS>> = {
  list: [],
  open: ['programme', 'starts', 'deadline', 'capacity', 'policy'],
  close: ['id'],
};

/** A whole number written in plain digits, or null. */
function wholeNumber(text: string): number | null {
  return /^\d{1,10}$/.test(text) ? Number(text) : null;
}

function placesLeft(intake: IntakeSummary): string {
  return intake.placesLeft === null ? 'no limit' : String(intake.placesLeft);
}

function intakeTable(intakes: IntakeSummary[]): string {
  if (intakes.length === 0) return 'No intakes yet. Open one with: npm run admissions -- intakes open --help';
  const header = [
    'id',
    'programme',
    'starts',
    'deadline',
    'policy',
    'capacity',
    'deposit',
    'state',
    'applied',
    'offers',
    'left',
  ];
  const rows = intakes.map((intake) => [
    String(intake.id),
    intake.programme,
    intake.startsOn,
    intake.deadline,
    intake.policy,
    intake.capacity === null ? '-' : String(intake.capacity),
    intake.depositPence === null ? '-' : `£${(intake.depositPence / 100).toFixed(2)}`,
    intake.state,
    String(intake.applications),
    String(intake.offers),
    placesLeft(intake),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The database the command works on, checked before it is opened. */
function databaseOf(io: CommandIo): ReturnType<typeof createDb> {
  const url = io.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    return bad(io, `DATABASE_URL must be set to a postgres:// connection string.${DATABASE_HINT}`);
  }
  return createDb({ connectionString: url, actAs: APPLICATION_ROLE, max: 1 });
}

function slotTable(slots: OfferedSlot[], from: string, days: number, kind: SlotKind): string {
  if (slots.length === 0) return `No ${kind} slots are offered from ${from} for ${days} days.`;
  const header = ['date', 'day', 'UK time', 'until', 'starts (UTC)', 'places left', 'rule'];
  const rows = slots.map((slot) => [
    slot.date,
    WEEKDAY_NAMES[(new Date(`${slot.date}T12:00:00Z`).getUTCDay() + 6) % 7]!,
    slot.time,
    ukClockLabel(slot.endsAt),
    slotStartKey(slot.startsAt),
    String(slot.placesLeft),
    slot.ruleId,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const lines = [header, ...rows].map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  );
  return [...lines, `${slots.length} ${kind} slot${slots.length === 1 ? '' : 's'} offered.`].join('\n');
}

/** `slots list`: the slots as the public page offers them (decision 141). */
async function slotsCommand(io: CommandIo, values: Values, verb: string | undefined, rest: string[]): Promise<void> {
  if (verb !== 'list') {
    return bad(io, verb === undefined ? 'Missing slots command: list.' : `Unknown slots command: ${verb}.`);
  }
  if (rest.length > 0) return bad(io, `Unexpected argument: ${rest[0]}.`);
  const foreign = (['programme', 'starts', 'deadline', 'capacity', 'policy', 'id'] as const).find(
    (name) => values[name] !== undefined,
  );
  if (foreign) return bad(io, `slots list takes no --${foreign}.`);
  let from: string | undefined;
  if (values.from !== undefined) {
    const checked = slotDateField.safeParse(values.from.trim());
    if (!checked.success) return bad(io, `--from: ${checked.error.issues[0]!.message}`);
    from = checked.data;
  }
  let days = SLOT_HORIZON_DAYS;
  if (values.days !== undefined) {
    const parsed = wholeNumber(values.days.trim());
    if (parsed === null || parsed < 1 || parsed > 366) return bad(io, '--days: give a whole number of days, 1 to 366.');
    days = parsed;
  }
  const kind = values.kind ?? 'visit';
  if (!(SLOT_KINDS as readonly string[]).includes(kind)) return bad(io, '--kind: visit or interview.');
  const db = databaseOf(io);
  try {
    const now = new Date();
    const start = from ?? schoolToday(now);
    const slots = await offeredSlots(db, kind as SlotKind, { from: start, days, now });
    io.out(
      slotTable(
        slots.filter((slot) => slot.placesLeft > 0),
        start,
        days,
        kind as SlotKind,
      ),
    );
  } finally {
    await db.destroy();
  }
}

/** `npm run admissions -- …` (server/cli/admissions.ts runs it as a process). */
export async function admissionsCommand(io: CommandIo): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...io.args], allowPositionals: true, strict: true, options: OPTIONS });
  } catch (error) {
    return bad(io, error instanceof Error ? error.message : String(error));
  }
  const values = parsed.values as Values;
  if (values.help) {
    io.out(USAGE);
    return;
  }
  const [area, verb, ...rest] = parsed.positionals;
  if (area === undefined) return bad(io, 'Missing command: say intakes list, intakes open or intakes close.');
  if (area === 'slots') return slotsCommand(io, values, verb, rest);
  if (area !== 'intakes') return bad(io, `Unknown command: ${area}.`);
  if (verb === undefined || !(verb in TAKES)) {
    return bad(
      io,
      verb === undefined ? 'Missing intakes command: list, open or close.' : `Unknown intakes command: ${verb}.`,
    );
  }
  if (rest.length > 0) return bad(io, `Unexpected argument: ${rest[0]}.`);
  const given = (Object.keys(values) as Array<keyof typeof OPTIONS>).filter((name) => values[name] !== undefined);
  const foreign = given.find((name) => !TAKES[verb]!.includes(name));
  if (foreign) return bad(io, `intakes ${verb} takes no --${foreign}.`);

  // Every argument is checked before the database is opened.
  let run: (db: ReturnType<typeof createDb>) => Promise<void>;
  if (verb === 'list') {
    run = async (db) => io.out(intakeTable(await listIntakes(db)));
  } else if (verb === 'open') {
    for (const required of ['programme', 'starts', 'deadline'] as const) {
      if (values[required] === undefined) return bad(io, `--${required} is required.`);
    }
    let capacity: number | null = null;
    if (values.capacity !== undefined) {
      capacity = wholeNumber(values.capacity.trim());
      if (capacity === null) return bad(io, `--capacity: ${INTAKE_MESSAGES.capacity}`);
    }
    const intake = newIntakeSchema.safeParse({
      programme: values.programme,
      startsOn: values.starts,
      deadline: values.deadline,
      policy: values.policy ?? 'strict',
      capacity,
    });
    if (!intake.success) {
      const issue = intake.error.issues[0]!;
      return bad(io, `${OPTION_OF[String(issue.path[0])] ?? 'argument'}: ${issue.message}`);
    }
    run = async (db) => {
      const { id } = await createIntake(db, intake.data, { actor: 'cli' }, 'open');
      const { programme, startsOn, deadline, policy } = intake.data;
      io.out(
        `Opened intake ${id}: ${choiceLabel(PROGRAMMES, programme)}, ${intakeMonthLabel(startsOn, 'en')} ` +
          `(starts ${startsOn}; ${policy === 'strict' ? `applications until 23:59 on ${schoolDateLabel(deadline, 'en')}, UK time` : `rolling, deadline ${deadline}`}; ` +
          `${capacity === null ? 'no limit of places' : `${capacity} places`}).`,
      );
    };
  } else {
    if (values.id === undefined) return bad(io, '--id is required.');
    const id = wholeNumber(values.id.trim());
    if (id === null || id < 1 || id > 2_147_483_647) return bad(io, `--id: ${values.id} is not an intake's number.`);
    run = async (db) => {
      await setIntakeState(db, id, 'closed', { actor: 'cli' });
      io.out(`Closed intake ${id}: the application form no longer offers it.`);
    };
  }

  const url = io.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    return bad(io, `DATABASE_URL must be set to a postgres:// connection string.${DATABASE_HINT}`);
  }
  const db = createDb({ connectionString: url, actAs: APPLICATION_ROLE, max: 1 });
  try {
    await run(db);
  } catch (error) {
    // What the dashboard would refuse (a duplicate, an unknown id, a passed deadline): the same words.
    if (error instanceof AppError) return bad(io, error.message);
    throw error;
  } finally {
    await db.destroy();
  }
}
