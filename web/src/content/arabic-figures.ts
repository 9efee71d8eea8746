/** The site's figures as Arabic prose reads them: "25+" is "أكثر من 25" (more than 25). */
export const moreThan = (figure: string) => (figure.endsWith('+') ? `أكثر من ${figure.slice(0, -1)}` : figure);
