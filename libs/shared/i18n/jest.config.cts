module.exports = {
  displayName: 'shared-i18n',
  preset: '../../../jest.preset.js',
  coverageDirectory: '../../../coverage/libs/shared/i18n',
};
