module.exports = {
  displayName: 'shared-ui',
  preset: '../../../jest.preset.js',
  coverageDirectory: '../../../coverage/libs/shared/ui',
};
