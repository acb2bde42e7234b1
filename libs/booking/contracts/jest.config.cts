module.exports = {
  displayName: 'booking-contracts',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/booking/contracts',
};
