module.exports = {
  displayName: 'prescriptions-feature',
  preset: '../../../jest.preset.js',
  coverageDirectory: '../../../coverage/libs/prescriptions/feature',
};
