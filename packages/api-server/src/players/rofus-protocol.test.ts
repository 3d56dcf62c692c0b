// ROFUS's messages (the issue "ROFUS through the regulator's service"; docs/decisions/0062-rofus.md), as the
// authority's services take and give them: a GamblerCheckRequest written the way a licensed operator's client
// writes it is read, and the answers carry the names such a client reads (GamblerExclusionStatus,
// SpillerListeReklameFravalgt).
import { answerXml, parseAnswer, parseRequest, requestXml } from './rofus-protocol.ts';

const recordedCheck = `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"
  xmlns:ser="http://services.lur.skat.dk">
  <soapenv:Header/>
  <soapenv:Body>
    <ser:GamblerCheckRequest>
      <Kontekst>
        <ns1:HovedOplysninger xmlns:ns1="http://skat.dk/begrebsmodel/xml/schemas/kontekst/2007/05/31/">
          <ns1:TransaktionsTid>2026-11-29T04:00:00.000Z</ns1:TransaktionsTid>
          <ns1:TransaktionsID>7d0f6c1e-1111-4c7a-9d43-000000000001</ns1:TransaktionsID>
        </ns1:HovedOplysninger>
      </Kontekst>
      <PersonInformation>
        <PersonCPRNumber>1205702024</PersonCPRNumber>
      </PersonInformation>
    </ser:GamblerCheckRequest>
  </soapenv:Body>
</soapenv:Envelope>`;

describe('the ROFUS protocol', () => {
  it('reads a GamblerCheck call as an operator’s client sends it', () => {
    expect(parseRequest(recordedCheck)).toEqual({
      operation: 'GamblerCheck',
      transactionId: '7d0f6c1e-1111-4c7a-9d43-000000000001',
      at: new Date('2026-11-29T04:00:00.000Z'),
      cpr: '1205702024',
    });
  });

  it('writes the calls and answers under the names the service uses, and reads them back', () => {
    const at = new Date('2026-11-29T04:00:00.000Z');
    const bulk = requestXml({ operation: 'GamblerMultiReklameCheck', transactionId: 't', at, cprs: ['1', '2'] });
    expect(bulk).toContain('<ser:GamblerMultiReklameCheckRequest>');
    expect(bulk).toContain('<SpillerListe><PersonCPRNummer>1</PersonCPRNummer><PersonCPRNummer>2</PersonCPRNummer>');
    expect(parseRequest(bulk)).toMatchObject({ cprs: ['1', '2'] });

    const status = answerXml({
      operation: 'GamblerCheck',
      transactionId: 't',
      at,
      status: 'PersonIsRegisteredTemporarily',
    });
    expect(status).toContain('<ExclusionStatus><GamblerExclusionStatus>PersonIsRegisteredTemporarily<');
    expect(parseAnswer(status, 'GamblerCheck')).toMatchObject({ status: 'PersonIsRegisteredTemporarily' });

    const none = answerXml({ operation: 'GamblerMultiReklameCheck', transactionId: 't', at, declined: [] });
    expect(parseAnswer(none, 'GamblerMultiReklameCheck')).toMatchObject({ declined: [] });
    const one = answerXml({ operation: 'GamblerMultiReklameCheck', transactionId: 't', at, declined: ['2'] });
    expect(parseAnswer(one, 'GamblerMultiReklameCheck')).toMatchObject({ declined: ['2'] });
  });

  it('takes no answer without a status as one: an unknown status is no "not registered"', () => {
    const odd = answerXml({
      operation: 'GamblerCheck',
      transactionId: 't',
      at: new Date(),
      status: 'PersonIsMaybeRegistered' as 'PersonIsNotRegistered',
    });
    expect(() => parseAnswer(odd, 'GamblerCheck')).toThrow('no GamblerExclusionStatus');
    expect(() => parseAnswer('<html>502 Bad Gateway</html>', 'GamblerMultiReklameCheck')).toThrow();
  });
});
