module.exports = require('./jest.config.js')['admin-api'];
