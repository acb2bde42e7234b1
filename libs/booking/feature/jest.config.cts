module.exports = {
  displayName: 'booking-feature',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../../coverage/libs/booking/feature',
};
