module.exports = {
  displayName: 'lab-imaging-feature',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../../coverage/libs/lab-imaging/feature',
};
