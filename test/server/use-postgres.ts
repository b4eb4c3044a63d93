process.env.MARGIN_TEST_DATABASE = 'postgres';
