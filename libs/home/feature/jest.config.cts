module.exports = {
  displayName: 'home-feature',
  preset: '../../../jest.preset.js',
  coverageDirectory: '../../../coverage/libs/home/feature',
};
