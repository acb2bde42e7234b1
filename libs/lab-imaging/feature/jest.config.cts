module.exports = {
  displayName: 'lab-imaging-feature',
  preset: '../../../jest.preset.js',
  coverageDirectory: '../../../coverage/libs/lab-imaging/feature',
};
