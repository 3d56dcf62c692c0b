// Setup file of the jest project "api-server on PostgreSQL" (jest.config.ts): every server and database a test
// file starts through the harness runs on a copy of the seeded PostgreSQL template (test/test-database.ts).
process.env.CASINO_TEST_DATABASE = 'postgres';
