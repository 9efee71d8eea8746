import { describe, expect, it } from 'vitest';
import {
  arrivalDateProblem,
  arrivalFields,
  arrivalMessages,
  cannotEnrolMessage,
  enrolmentRequirementMessages,
  unmetEnrolmentRequirements,
  type EnrolmentFacts,
} from './enrolment';

const ready: EnrolmentFacts = {
  status: 'accepted',
  depositPaidInFull: true,
  needsVisa: true,
  casIssued: true,
  visaRefused: false,
};

describe('what enrolment waits for', () => {
  it('asks for nothing once the acceptance counted, the deposit is paid and the CAS is issued', () => {
    expect(unmetEnrolmentRequirements(ready)).toEqual([]);
  });

  it('needs no CAS when the acceptance said no Student visa is needed, and one when the answer is unknown', () => {
    expect(unmetEnrolmentRequirements({ ...ready, needsVisa: false, casIssued: false })).toEqual([]);
    expect(unmetEnrolmentRequirements({ ...ready, needsVisa: null, casIssued: false })).toEqual(['cas_issued']);
  });

  it('names every requirement not met, in order, in one message', () => {
    const unmet = unmetEnrolmentRequirements({
      status: 'offer',
      depositPaidInFull: false,
      needsVisa: true,
      casIssued: false,
      visaRefused: false,
    });
    expect(unmet).toEqual(['accepted', 'deposit_paid', 'cas_issued']);
    expect(cannotEnrolMessage(unmet)).toBe(
      `This application cannot be enrolled yet. ${enrolmentRequirementMessages.accepted} ${enrolmentRequirementMessages.deposit_paid} ${enrolmentRequirementMessages.cas_issued}`,
    );
    expect(unmetEnrolmentRequirements({ ...ready, visaRefused: true })).toEqual(['visa_not_refused']);
  });
});

describe('the arrival', () => {
  const valid = {
    flightNumber: 'ba 123',
    arrivalDate: '2040-08-30',
    arrivalTime: '06:05',
    pickUp: true,
    accommodation: 'homestay',
  };

  it('keeps a flight number without spaces or dashes, upper case', () => {
    for (const [typed, kept] of [
      ['ba 123', 'BA123'],
      [' u2 1234 ', 'U21234'],
      ['baw-9', 'BAW9'],
      ['ek 1a', 'EK1A'],
      ['9w 45', '9W45'],
    ]) {
      expect(arrivalFields.parse({ ...valid, flightNumber: typed }).flightNumber).toBe(kept);
    }
  });

  it('refuses a flight number that is not an airline code and one to four digits, with the rule', () => {
    for (const typed of ['', '123', '1234', 'BA', 'BA12345', '12 345', 'BAWX12', 'BA 12 AB', 'ΒΑ123']) {
      const result = arrivalFields.safeParse({ ...valid, flightNumber: typed });
      expect(
        result.error?.issues.map((issue) => issue.message),
        typed,
      ).toEqual([arrivalMessages.flightNumber]);
    }
  });

  it('refuses a time that is not HH:MM on the 24-hour clock, and a date that is not real', () => {
    for (const time of ['24:00', '6:05', '06:60', '0605', '']) {
      expect(arrivalFields.safeParse({ ...valid, arrivalTime: time }).error?.issues[0]?.message, time).toBe(
        arrivalMessages.arrivalTime,
      );
    }
    expect(arrivalFields.safeParse({ ...valid, arrivalDate: '2040-02-30' }).error?.issues[0]?.message).toBe(
      arrivalMessages.arrivalDate,
    );
  });

  it('asks for the pick-up answer and one of the two kinds of accommodation', () => {
    const { pickUp: _, ...noPickUp } = valid;
    expect(arrivalFields.safeParse(noPickUp).error?.issues[0]?.message).toBe(arrivalMessages.pickUp);
    expect(arrivalFields.safeParse({ ...valid, accommodation: 'hotel' }).error?.issues[0]?.message).toBe(
      arrivalMessages.accommodation,
    );
  });

  it('takes a date from today, within 90 days of the start either side', () => {
    const now = new Date('2040-06-15T12:00:00Z');
    expect(arrivalDateProblem('2040-06-15', '2040-09-01', now)).toBeNull();
    expect(arrivalDateProblem('2040-06-14', '2040-09-01', now)).toBe(arrivalMessages.arrivalDatePast);
    expect(arrivalDateProblem('2040-11-30', '2040-09-01', now)).toBeNull();
    expect(arrivalDateProblem('2040-12-01', '2040-09-01', now)).toBe(arrivalMessages.arrivalDateWindow);
    expect(arrivalDateProblem('2040-06-02', '2040-09-01', new Date('2040-06-01T12:00:00Z'))).toBe(
      arrivalMessages.arrivalDateWindow,
    );
    expect(arrivalDateProblem('2040-06-03', '2040-09-01', new Date('2040-06-01T12:00:00Z'))).toBeNull();
  });

  it("counts today by the school's clock: just after midnight in summer is already the next day", () => {
    expect(arrivalDateProblem('2040-06-14', '2040-09-01', new Date('2040-06-14T23:30:00Z'))).toBe(
      arrivalMessages.arrivalDatePast,
    );
  });
});
