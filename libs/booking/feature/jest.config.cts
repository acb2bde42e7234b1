module.exports = {
  displayName: 'booking-feature',
  preset: '../../../jest.preset.js',
  coverageDirectory: '../../../coverage/libs/booking/feature',
};
