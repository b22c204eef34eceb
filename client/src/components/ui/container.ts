/** The page gutter and maximum width every section shares. */
export const container = 'mx-auto w-full max-w-[90rem] px-4 sm:px-6 lg:px-8';
