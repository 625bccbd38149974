/** Where a staff member lands after ending a support session: the logins screen they came from. */
export const SUPPORT_RETURN_PATH = '/admin/logins';
