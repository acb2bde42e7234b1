module.exports = {
  displayName: 'shared-data-access',
  preset: '../../../jest.preset.js',
  coverageDirectory: '../../../coverage/libs/shared/data-access',
};
