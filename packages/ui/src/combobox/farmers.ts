import type { ComboboxOption } from './filter.ts';

/** Fixed sample farmers for the stories: id and name as the label, village and state below. */
export const sampleFarmers: ComboboxOption[] = [
  ['Ramesh Kumar', 'Bhadrak, Odisha'],
  ['Suresh Patel', 'Cuttack, Odisha'],
  ['Anita Das', 'Bankura, West Bengal'],
  ['Bikash Mohanty', 'Balasore, Odisha'],
  ['Sanjay Mahato', 'Ranchi, Jharkhand'],
  ['Pradeep Sahu', 'Raipur, Chhattisgarh'],
  ['Manoj Behera', 'Khordha, Odisha'],
  ['Lakshmi Nayak', 'Puri, Odisha'],
  ['Gopal Mandal', 'Purulia, West Bengal'],
  ['Rajesh Oraon', 'Gumla, Jharkhand'],
  ['Sunita Sahoo', 'Jajpur, Odisha'],
  ['Dilip Ghosh', 'Hooghly, West Bengal'],
  ['Arjun Verma', 'Durg, Chhattisgarh'],
  ['Kavita Pradhan', 'Sambalpur, Odisha'],
  ['Rakesh Jena', 'Kendrapara, Odisha'],
  ['Shankar Munda', 'Khunti, Jharkhand'],
  ['Mamata Roy', 'Nadia, West Bengal'],
  ['Ashok Sethi', 'Dhenkanal, Odisha'],
  ['Bharat Sahu', 'Bilaspur, Chhattisgarh'],
  ['Pooja Biswal', 'Angul, Odisha'],
  ['Tapan Mondal', 'Bardhaman, West Bengal'],
  ['Vijay Tirkey', 'Lohardaga, Jharkhand'],
  ['Sarita Panda', 'Ganjam, Odisha'],
  ['Hemant Sinha', 'Dhanbad, Jharkhand'],
  ['Nirmala Dash', 'Mayurbhanj, Odisha'],
  ['Subrata Pal', 'Birbhum, West Bengal'],
  ['Mahesh Yadav', 'Korba, Chhattisgarh'],
  ['Jyoti Barik', 'Keonjhar, Odisha'],
  ['Amit Hansda', 'Dumka, Jharkhand'],
  ['Rina Chatterjee', 'Howrah, West Bengal'],
  ['Debasis Rout', 'Nayagarh, Odisha'],
  ['Kishore Dewangan', 'Rajnandgaon, Chhattisgarh'],
  ['Santosh Lenka', 'Bhadrak, Odisha'],
].map(([name, place], index) => {
  const id = `F${String(index + 1).padStart(3, '0')}`;
  return { value: id, label: `${id} — ${name}`, description: place };
});
