/**
 * The 14 recent university destinations, shared by the Foundation page and the
 * University Destinations page. Links go to each university's public homepage only.
 */
export interface University {
  name: string;
  /** The university's public homepage (https). */
  website: string;
}

// CONTENT-PLACEHOLDER: the spec gives 14 destinations without names; replace with the academy's actual recent destinations.
export const universityDestinations: readonly University[] = [
  { name: 'Cardiff University', website: 'https://www.cardiff.ac.uk/' },
  { name: 'Swansea University', website: 'https://www.swansea.ac.uk/' },
  { name: 'Cardiff Metropolitan University', website: 'https://www.cardiffmet.ac.uk/' },
  { name: 'University of Bristol', website: 'https://www.bristol.ac.uk/' },
  { name: 'University of Bath', website: 'https://www.bath.ac.uk/' },
  { name: 'University of Exeter', website: 'https://www.exeter.ac.uk/' },
  { name: 'University of Birmingham', website: 'https://www.birmingham.ac.uk/' },
  { name: 'University of Warwick', website: 'https://warwick.ac.uk/' },
  { name: 'University of Nottingham', website: 'https://www.nottingham.ac.uk/' },
  { name: 'University of Manchester', website: 'https://www.manchester.ac.uk/' },
  { name: 'University of Leeds', website: 'https://www.leeds.ac.uk/' },
  { name: 'University of Southampton', website: 'https://www.southampton.ac.uk/' },
  { name: "King's College London", website: 'https://www.kcl.ac.uk/' },
  { name: 'University College London', website: 'https://www.ucl.ac.uk/' },
];
