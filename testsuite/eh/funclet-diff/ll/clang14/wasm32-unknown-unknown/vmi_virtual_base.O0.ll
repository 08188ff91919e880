; ModuleID = 'vmi_virtual_base.cpp'
source_filename = "vmi_virtual_base.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.V = type { i32 (...)**, i32 }
%struct.D = type { %struct.L.base, %struct.R.base, i32, %struct.V }
%struct.L.base = type { i32 (...)**, i32 }
%struct.R.base = type { i32 (...)**, i32 }
%struct.R = type { i32 (...)**, i32, %struct.V }
%struct.Extra = type { %struct.V, i32 }
%struct.M = type { %struct.L.base, %struct.Extra, i32, %struct.V }
%struct.L = type { i32 (...)**, i32, %struct.V }

$_ZN1DC1Ev = comdat any

$_ZN1DD1Ev = comdat any

$_ZN1MC1Ev = comdat any

$_ZN1MD1Ev = comdat any

$_ZN1VC2Ev = comdat any

$_ZN1LC2Ev = comdat any

$_ZN1RC2Ev = comdat any

$_ZN1LD2Ev = comdat any

$_ZN1LD1Ev = comdat any

$_ZN1LD0Ev = comdat any

$_ZTv0_n12_N1LD1Ev = comdat any

$_ZTv0_n12_N1LD0Ev = comdat any

$_ZNK1V3whoEv = comdat any

$_ZN1RD1Ev = comdat any

$_ZN1RD0Ev = comdat any

$_ZTv0_n12_N1RD1Ev = comdat any

$_ZTv0_n12_N1RD0Ev = comdat any

$_ZN1DD0Ev = comdat any

$_ZNK1D3whoEv = comdat any

$_ZThn8_N1DD1Ev = comdat any

$_ZThn8_N1DD0Ev = comdat any

$_ZTv0_n12_N1DD1Ev = comdat any

$_ZTv0_n12_N1DD0Ev = comdat any

$_ZTv0_n16_NK1D3whoEv = comdat any

$_ZN1VD2Ev = comdat any

$_ZN1VD0Ev = comdat any

$_ZN1RD2Ev = comdat any

$_ZN1DD2Ev = comdat any

$_ZN5ExtraC2Ev = comdat any

$_ZN1MD0Ev = comdat any

$_ZThn8_N1MD1Ev = comdat any

$_ZThn8_N1MD0Ev = comdat any

$_ZTv0_n12_N1MD1Ev = comdat any

$_ZTv0_n12_N1MD0Ev = comdat any

$_ZN5ExtraD2Ev = comdat any

$_ZN5ExtraD0Ev = comdat any

$_ZN1MD2Ev = comdat any

$_ZTS1V = comdat any

$_ZTI1V = comdat any

$_ZTS1D = comdat any

$_ZTS1L = comdat any

$_ZTI1L = comdat any

$_ZTS1R = comdat any

$_ZTI1R = comdat any

$_ZTI1D = comdat any

$_ZTSPK1V = comdat any

$_ZTIPK1V = comdat any

$_ZTSP1D = comdat any

$_ZTIP1D = comdat any

$_ZTS5Extra = comdat any

$_ZTI5Extra = comdat any

$_ZTS1M = comdat any

$_ZTI1M = comdat any

$_ZTV1D = comdat any

$_ZTT1D = comdat any

$_ZTC1D0_1L = comdat any

$_ZTC1D8_1R = comdat any

$_ZTV1V = comdat any

$_ZTV1L = comdat any

$_ZTT1L = comdat any

$_ZTV1R = comdat any

$_ZTT1R = comdat any

$_ZTV1M = comdat any

$_ZTT1M = comdat any

$_ZTC1M0_1L = comdat any

$_ZTV5Extra = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1V = linkonce_odr hidden constant [3 x i8] c"1V\00", comdat, align 1
@_ZTI1V = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1V, i32 0, i32 0) }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS1D = linkonce_odr hidden constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr hidden constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1L, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i32 -3069 }, comdat, align 4
@_ZTS1R = linkonce_odr hidden constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1R, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i32 -3069 }, comdat, align 4
@_ZTI1D = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1D, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 2050 }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"V& v=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"dynamic_cast back: l=%d r=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"R& r=%d v=%d\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSPK1V = linkonce_odr hidden constant [5 x i8] c"PK1V\00", comdat, align 1
@_ZTIPK1V = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSPK1V, i32 0, i32 0), i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*) }, comdat, align 4
@_ZTSP1D = linkonce_odr hidden constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1D, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*) }, comdat, align 4
@.str.3 = private unnamed_addr constant [23 x i8] c"const V* v=%d same=%d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS5Extra = linkonce_odr hidden constant [7 x i8] c"5Extra\00", comdat, align 1
@_ZTI5Extra = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Extra, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*) }, comdat, align 4
@_ZTS1M = linkonce_odr hidden constant [3 x i8] c"1M\00", comdat, align 1
@_ZTI1M = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1M, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*), i32 2050 }, comdat, align 4
@.str.4 = private unnamed_addr constant [13 x i8] c"Extra& e=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"wrong: ambiguous V&\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@_ZTV1D = linkonce_odr hidden unnamed_addr constant { [6 x i8*], [5 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZNK1D3whoEv to i8*)], [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZThn8_N1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZThn8_N1DD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZTv0_n12_N1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZTv0_n12_N1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZTv0_n16_NK1D3whoEv to i8*)] }, comdat, align 4
@_ZTT1D = linkonce_odr hidden unnamed_addr constant [7 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC1D0_1L, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC1D0_1L, i32 0, inrange i32 1, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC1D8_1R, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC1D8_1R, i32 0, inrange i32 1, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i8*)], comdat, align 4
@_ZTC1D0_1L = linkonce_odr hidden unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast (%struct.L* (%struct.L*)* @_ZN1LD1Ev to i8*), i8* bitcast (void (%struct.L*)* @_ZN1LD0Ev to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast (%struct.L* (%struct.L*)* @_ZTv0_n12_N1LD1Ev to i8*), i8* bitcast (void (%struct.L*)* @_ZTv0_n12_N1LD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 4
@_ZTC1D8_1R = linkonce_odr hidden unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i8* bitcast (%struct.R* (%struct.R*)* @_ZN1RD1Ev to i8*), i8* bitcast (void (%struct.R*)* @_ZN1RD0Ev to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i32 -12 to i8*), i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i8* bitcast (%struct.R* (%struct.R*)* @_ZTv0_n12_N1RD1Ev to i8*), i8* bitcast (void (%struct.R*)* @_ZTv0_n12_N1RD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 4
@_ZTV1V = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast (%struct.V* (%struct.V*)* @_ZN1VD2Ev to i8*), i8* bitcast (void (%struct.V*)* @_ZN1VD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 4
@_ZTV1L = linkonce_odr hidden unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 8 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast (%struct.L* (%struct.L*)* @_ZN1LD1Ev to i8*), i8* bitcast (void (%struct.L*)* @_ZN1LD0Ev to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i32 -8 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast (%struct.L* (%struct.L*)* @_ZTv0_n12_N1LD1Ev to i8*), i8* bitcast (void (%struct.L*)* @_ZTv0_n12_N1LD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 4
@_ZTT1L = linkonce_odr hidden unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV1L, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV1L, i32 0, inrange i32 1, i32 4) to i8*)], comdat, align 4
@.str.7 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@_ZTV1R = linkonce_odr hidden unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 8 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i8* bitcast (%struct.R* (%struct.R*)* @_ZN1RD1Ev to i8*), i8* bitcast (void (%struct.R*)* @_ZN1RD0Ev to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i32 -8 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i8* bitcast (%struct.R* (%struct.R*)* @_ZTv0_n12_N1RD1Ev to i8*), i8* bitcast (void (%struct.R*)* @_ZTv0_n12_N1RD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 4
@_ZTT1R = linkonce_odr hidden unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV1R, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV1R, i32 0, inrange i32 1, i32 4) to i8*)], comdat, align 4
@.str.8 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"~D\0A\00", align 1
@_ZTV1M = linkonce_odr hidden unnamed_addr constant { [5 x i8*], [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 24 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (%struct.M* (%struct.M*)* @_ZN1MD1Ev to i8*), i8* bitcast (void (%struct.M*)* @_ZN1MD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (%struct.M* (%struct.M*)* @_ZThn8_N1MD1Ev to i8*), i8* bitcast (void (%struct.M*)* @_ZThn8_N1MD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i32 -24 to i8*), i8* inttoptr (i32 -24 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (%struct.M* (%struct.M*)* @_ZTv0_n12_N1MD1Ev to i8*), i8* bitcast (void (%struct.M*)* @_ZTv0_n12_N1MD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 4
@_ZTT1M = linkonce_odr hidden unnamed_addr constant [4 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC1M0_1L, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC1M0_1L, i32 0, inrange i32 1, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 2, i32 4) to i8*)], comdat, align 4
@_ZTC1M0_1L = linkonce_odr hidden unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 24 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast (%struct.L* (%struct.L*)* @_ZN1LD1Ev to i8*), i8* bitcast (void (%struct.L*)* @_ZN1LD0Ev to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i32 -24 to i8*), i8* inttoptr (i32 -24 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast (%struct.L* (%struct.L*)* @_ZTv0_n12_N1LD1Ev to i8*), i8* bitcast (void (%struct.L*)* @_ZTv0_n12_N1LD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 4
@_ZTV5Extra = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*), i8* bitcast (%struct.Extra* (%struct.Extra*)* @_ZN5ExtraD2Ev to i8*), i8* bitcast (void (%struct.Extra*)* @_ZN5ExtraD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 4
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.V*, align 4
  %4 = alloca %struct.D*, align 4
  %5 = alloca %struct.R*, align 4
  %6 = alloca %struct.D, align 4
  %7 = alloca %struct.V*, align 4
  %8 = alloca %struct.Extra*, align 4
  %9 = alloca %struct.V*, align 4
  store i32 0, i32* %1, align 4
  %10 = call i8* @__cxa_allocate_exception(i32 28) #3
  %11 = bitcast i8* %10 to %struct.D*
  %12 = invoke noundef %struct.D* @_ZN1DC1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %11)
          to label %13 unwind label %160

13:                                               ; preds = %0
  invoke void @__cxa_throw(i8* %10, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD1Ev to i8*)) #7
          to label %202 unwind label %14

14:                                               ; preds = %13, %160
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)]
  %18 = call i8* @llvm.wasm.get.exception(token %17)
  store i8* %18, i8** %2, align 4
  %19 = call i32 @llvm.wasm.get.ehselector(token %17)
  %20 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)) #3
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %44

22:                                               ; preds = %16
  %23 = load i8*, i8** %2, align 4
  %24 = call i8* @__cxa_begin_catch(i8* %23) #3 [ "funclet"(token %17) ]
  %25 = bitcast i8* %24 to %struct.V*
  store %struct.V* %25, %struct.V** %3, align 4
  %26 = load %struct.V*, %struct.V** %3, align 4
  %27 = getelementptr inbounds %struct.V, %struct.V* %26, i32 0, i32 1
  %28 = load i32, i32* %27, align 4
  %29 = load %struct.V*, %struct.V** %3, align 4
  %30 = bitcast %struct.V* %29 to i8* (%struct.V*)***
  %31 = load i8* (%struct.V*)**, i8* (%struct.V*)*** %30, align 4
  %32 = getelementptr inbounds i8* (%struct.V*)*, i8* (%struct.V*)** %31, i64 2
  %33 = load i8* (%struct.V*)*, i8* (%struct.V*)** %32, align 4
  %34 = invoke noundef i8* %33(%struct.V* noundef nonnull align 4 dereferenceable(8) %29) [ "funclet"(token %17) ]
          to label %35 unwind label %181

35:                                               ; preds = %22
  %36 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %28, i8* noundef %34) [ "funclet"(token %17) ]
          to label %37 unwind label %181

37:                                               ; preds = %35
  %38 = load %struct.V*, %struct.V** %3, align 4
  %39 = icmp eq %struct.V* %38, null
  br i1 %39, label %162, label %40

40:                                               ; preds = %37
  %41 = bitcast %struct.V* %38 to i8*
  %42 = call i8* @__dynamic_cast(i8* %41, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i32 -1) #3 [ "funclet"(token %17) ]
  %43 = bitcast i8* %42 to %struct.D*
  br label %163

44:                                               ; preds = %16
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %17) ]
  unreachable

45:                                               ; preds = %180
  %46 = call i8* @__cxa_allocate_exception(i32 28) #3
  %47 = bitcast i8* %46 to %struct.D*
  %48 = invoke noundef %struct.D* @_ZN1DC1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %47)
          to label %49 unwind label %184

49:                                               ; preds = %45
  invoke void @__cxa_throw(i8* %46, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD1Ev to i8*)) #7
          to label %202 unwind label %50

50:                                               ; preds = %49, %184
  %51 = catchswitch within none [label %52] unwind to caller

52:                                               ; preds = %50
  %53 = catchpad within %51 [i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*)]
  %54 = call i8* @llvm.wasm.get.exception(token %53)
  store i8* %54, i8** %2, align 4
  %55 = call i32 @llvm.wasm.get.ehselector(token %53)
  %56 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*)) #3
  %57 = icmp eq i32 %55, %56
  br i1 %57, label %58, label %79

58:                                               ; preds = %52
  %59 = load i8*, i8** %2, align 4
  %60 = call i8* @__cxa_begin_catch(i8* %59) #3 [ "funclet"(token %53) ]
  %61 = bitcast i8* %60 to %struct.R*
  store %struct.R* %61, %struct.R** %5, align 4
  %62 = load %struct.R*, %struct.R** %5, align 4
  %63 = getelementptr inbounds %struct.R, %struct.R* %62, i32 0, i32 1
  %64 = load i32, i32* %63, align 4
  %65 = load %struct.R*, %struct.R** %5, align 4
  %66 = bitcast %struct.R* %65 to i8**
  %67 = load i8*, i8** %66, align 4
  %68 = getelementptr i8, i8* %67, i64 -12
  %69 = bitcast i8* %68 to i32*
  %70 = load i32, i32* %69, align 4
  %71 = bitcast %struct.R* %65 to i8*
  %72 = getelementptr inbounds i8, i8* %71, i32 %70
  %73 = bitcast i8* %72 to %struct.V*
  %74 = getelementptr inbounds %struct.V, %struct.V* %73, i32 0, i32 1
  %75 = load i32, i32* %74, align 4
  %76 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %64, i32 noundef %75) [ "funclet"(token %53) ]
          to label %77 unwind label %186

77:                                               ; preds = %58
  call void @__cxa_end_catch() [ "funclet"(token %53) ]
  catchret from %53 to label %78

78:                                               ; preds = %77
  br label %80

79:                                               ; preds = %52
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %53) ]
  unreachable

80:                                               ; preds = %78
  %81 = call noundef %struct.D* @_ZN1DC1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %6)
  %82 = call i8* @__cxa_allocate_exception(i32 4) #3
  %83 = bitcast i8* %82 to %struct.D**
  store %struct.D* %6, %struct.D** %83, align 16
  invoke void @__cxa_throw(i8* %82, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #7
          to label %202 unwind label %84

84:                                               ; preds = %80
  %85 = catchswitch within none [label %86] unwind label %199

86:                                               ; preds = %84
  %87 = catchpad within %85 [i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPK1V to i8*)]
  %88 = call i8* @llvm.wasm.get.exception(token %87)
  store i8* %88, i8** %2, align 4
  %89 = call i32 @llvm.wasm.get.ehselector(token %87)
  %90 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPK1V to i8*)) #3
  %91 = icmp eq i32 %89, %90
  br i1 %91, label %92, label %117

92:                                               ; preds = %86
  %93 = load i8*, i8** %2, align 4
  %94 = call i8* @__cxa_begin_catch(i8* %93) #3 [ "funclet"(token %87) ]
  %95 = bitcast i8* %94 to %struct.V*
  store %struct.V* %95, %struct.V** %7, align 4
  %96 = load %struct.V*, %struct.V** %7, align 4
  %97 = getelementptr inbounds %struct.V, %struct.V* %96, i32 0, i32 1
  %98 = load i32, i32* %97, align 4
  %99 = load %struct.V*, %struct.V** %7, align 4
  %100 = icmp eq %struct.D* %6, null
  br i1 %100, label %110, label %101

101:                                              ; preds = %92
  %102 = bitcast %struct.D* %6 to i8**
  %103 = load i8*, i8** %102, align 4
  %104 = getelementptr i8, i8* %103, i64 -12
  %105 = bitcast i8* %104 to i32*
  %106 = load i32, i32* %105, align 4
  %107 = bitcast %struct.D* %6 to i8*
  %108 = getelementptr inbounds i8, i8* %107, i32 %106
  %109 = bitcast i8* %108 to %struct.V*
  br label %110

110:                                              ; preds = %101, %92
  %111 = phi %struct.V* [ %109, %101 ], [ null, %92 ]
  %112 = icmp eq %struct.V* %99, %111
  %113 = zext i1 %112 to i32
  %114 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i32 0, i32 0), i32 noundef %98, i32 noundef %113) [ "funclet"(token %87) ]
          to label %115 unwind label %189

115:                                              ; preds = %110
  call void @__cxa_end_catch() #3 [ "funclet"(token %87) ]
  catchret from %87 to label %116

116:                                              ; preds = %115
  br label %118

117:                                              ; preds = %86
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %87) ]
          to label %202 unwind label %199

118:                                              ; preds = %116
  %119 = call i8* @__cxa_allocate_exception(i32 32) #3
  %120 = bitcast i8* %119 to %struct.M*
  %121 = bitcast %struct.M* %120 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 16 %121, i8 0, i32 32, i1 false)
  %122 = invoke noundef %struct.M* @_ZN1MC1Ev(%struct.M* noundef nonnull align 4 dereferenceable(24) %120)
          to label %123 unwind label %191

123:                                              ; preds = %118
  invoke void @__cxa_throw(i8* %119, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (%struct.M* (%struct.M*)* @_ZN1MD1Ev to i8*)) #7
          to label %202 unwind label %124

124:                                              ; preds = %123, %191
  %125 = catchswitch within none [label %126] unwind label %199

126:                                              ; preds = %124
  %127 = catchpad within %125 [i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*)]
  %128 = call i8* @llvm.wasm.get.exception(token %127)
  store i8* %128, i8** %2, align 4
  %129 = call i32 @llvm.wasm.get.ehselector(token %127)
  %130 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)) #3
  %131 = icmp eq i32 %129, %130
  br i1 %131, label %132, label %140

132:                                              ; preds = %126
  %133 = load i8*, i8** %2, align 4
  %134 = call i8* @__cxa_begin_catch(i8* %133) #3 [ "funclet"(token %127) ]
  %135 = bitcast i8* %134 to %struct.V*
  store %struct.V* %135, %struct.V** %9, align 4
  %136 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i32 0, i32 0)) [ "funclet"(token %127) ]
          to label %137 unwind label %196

137:                                              ; preds = %132
  invoke void @__cxa_end_catch() [ "funclet"(token %127) ]
          to label %138 unwind label %199

138:                                              ; preds = %137
  catchret from %127 to label %139

139:                                              ; preds = %138
  br label %155

140:                                              ; preds = %126
  %141 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*)) #3
  %142 = icmp eq i32 %129, %141
  br i1 %142, label %143, label %154

143:                                              ; preds = %140
  %144 = load i8*, i8** %2, align 4
  %145 = call i8* @__cxa_begin_catch(i8* %144) #3 [ "funclet"(token %127) ]
  %146 = bitcast i8* %145 to %struct.Extra*
  store %struct.Extra* %146, %struct.Extra** %8, align 4
  %147 = load %struct.Extra*, %struct.Extra** %8, align 4
  %148 = getelementptr inbounds %struct.Extra, %struct.Extra* %147, i32 0, i32 1
  %149 = load i32, i32* %148, align 4
  %150 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef %149) [ "funclet"(token %127) ]
          to label %151 unwind label %193

151:                                              ; preds = %143
  invoke void @__cxa_end_catch() [ "funclet"(token %127) ]
          to label %152 unwind label %199

152:                                              ; preds = %151
  catchret from %127 to label %153

153:                                              ; preds = %152
  br label %155

154:                                              ; preds = %140
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %127) ]
          to label %202 unwind label %199

155:                                              ; preds = %139, %153
  %156 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0))
          to label %157 unwind label %199

157:                                              ; preds = %155
  store i32 0, i32* %1, align 4
  %158 = call noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %6) #3
  %159 = load i32, i32* %1, align 4
  ret i32 %159

160:                                              ; preds = %0
  %161 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %10) #3 [ "funclet"(token %161) ]
  cleanupret from %161 unwind label %14

162:                                              ; preds = %37
  br label %163

163:                                              ; preds = %162, %40
  %164 = phi %struct.D* [ %43, %40 ], [ null, %162 ]
  store %struct.D* %164, %struct.D** %4, align 4
  %165 = load %struct.D*, %struct.D** %4, align 4
  %166 = bitcast %struct.D* %165 to %struct.L*
  %167 = getelementptr inbounds %struct.L, %struct.L* %166, i32 0, i32 1
  %168 = load i32, i32* %167, align 4
  %169 = load %struct.D*, %struct.D** %4, align 4
  %170 = bitcast %struct.D* %169 to i8*
  %171 = getelementptr inbounds i8, i8* %170, i32 8
  %172 = bitcast i8* %171 to %struct.R*
  %173 = getelementptr inbounds %struct.R, %struct.R* %172, i32 0, i32 1
  %174 = load i32, i32* %173, align 4
  %175 = load %struct.D*, %struct.D** %4, align 4
  %176 = getelementptr inbounds %struct.D, %struct.D* %175, i32 0, i32 2
  %177 = load i32, i32* %176, align 4
  %178 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.1, i32 0, i32 0), i32 noundef %168, i32 noundef %174, i32 noundef %177) [ "funclet"(token %17) ]
          to label %179 unwind label %181

179:                                              ; preds = %163
  call void @__cxa_end_catch() [ "funclet"(token %17) ]
  catchret from %17 to label %180

180:                                              ; preds = %179
  br label %45

181:                                              ; preds = %163, %35, %22
  %182 = cleanuppad within %17 []
  invoke void @__cxa_end_catch() [ "funclet"(token %182) ]
          to label %183 unwind label %203

183:                                              ; preds = %181
  cleanupret from %182 unwind to caller

184:                                              ; preds = %45
  %185 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %46) #3 [ "funclet"(token %185) ]
  cleanupret from %185 unwind label %50

186:                                              ; preds = %58
  %187 = cleanuppad within %53 []
  invoke void @__cxa_end_catch() [ "funclet"(token %187) ]
          to label %188 unwind label %205

188:                                              ; preds = %186
  cleanupret from %187 unwind to caller

189:                                              ; preds = %110
  %190 = cleanuppad within %87 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %190) ]
  cleanupret from %190 unwind label %199

191:                                              ; preds = %118
  %192 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %119) #3 [ "funclet"(token %192) ]
  cleanupret from %192 unwind label %124

193:                                              ; preds = %143
  %194 = cleanuppad within %127 []
  invoke void @__cxa_end_catch() [ "funclet"(token %194) ]
          to label %195 unwind label %207

195:                                              ; preds = %193
  cleanupret from %194 unwind label %199

196:                                              ; preds = %132
  %197 = cleanuppad within %127 []
  invoke void @__cxa_end_catch() [ "funclet"(token %197) ]
          to label %198 unwind label %209

198:                                              ; preds = %196
  cleanupret from %197 unwind label %199

199:                                              ; preds = %155, %154, %198, %137, %195, %151, %124, %117, %189, %84
  %200 = cleanuppad within none []
  %201 = call noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %6) #3 [ "funclet"(token %200) ]
  cleanupret from %200 unwind to caller

202:                                              ; preds = %154, %123, %117, %80, %49, %13
  unreachable

203:                                              ; preds = %181
  %204 = cleanuppad within %182 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %204) ]
  unreachable

205:                                              ; preds = %186
  %206 = cleanuppad within %187 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %206) ]
  unreachable

207:                                              ; preds = %193
  %208 = cleanuppad within %194 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %208) ]
  unreachable

209:                                              ; preds = %196
  %210 = cleanuppad within %197 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %210) ]
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.D* @_ZN1DC1Ev(%struct.D* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #1 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = bitcast %struct.D* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 20
  %6 = bitcast i8* %5 to %struct.V*
  %7 = call noundef %struct.V* @_ZN1VC2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %6)
  %8 = bitcast %struct.D* %3 to %struct.L*
  %9 = invoke noundef %struct.L* @_ZN1LC2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %8, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT1D, i64 0, i64 1))
          to label %10 unwind label %37

10:                                               ; preds = %1
  %11 = bitcast %struct.D* %3 to i8*
  %12 = getelementptr inbounds i8, i8* %11, i32 8
  %13 = bitcast i8* %12 to %struct.R*
  %14 = invoke noundef %struct.R* @_ZN1RC2Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %13, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT1D, i64 0, i64 3))
          to label %15 unwind label %33

15:                                               ; preds = %10
  %16 = bitcast %struct.D* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %16, align 4
  %17 = bitcast %struct.D* %3 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 20
  %19 = bitcast i8* %18 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %19, align 4
  %20 = bitcast %struct.D* %3 to i8*
  %21 = getelementptr inbounds i8, i8* %20, i32 8
  %22 = bitcast i8* %21 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %22, align 4
  %23 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 2
  store i32 3, i32* %23, align 4
  %24 = bitcast %struct.D* %3 to i8**
  %25 = load i8*, i8** %24, align 4
  %26 = getelementptr i8, i8* %25, i64 -12
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 4
  %29 = bitcast %struct.D* %3 to i8*
  %30 = getelementptr inbounds i8, i8* %29, i32 %28
  %31 = bitcast i8* %30 to %struct.V*
  %32 = getelementptr inbounds %struct.V, %struct.V* %31, i32 0, i32 1
  store i32 300, i32* %32, align 4
  ret %struct.D* %3

33:                                               ; preds = %10
  %34 = cleanuppad within none []
  %35 = bitcast %struct.D* %3 to %struct.L*
  %36 = call noundef %struct.L* @_ZN1LD2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %35, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT1D, i64 0, i64 1)) #3 [ "funclet"(token %34) ]
  cleanupret from %34 unwind label %37

37:                                               ; preds = %33, %1
  %38 = cleanuppad within none []
  %39 = bitcast %struct.D* %3 to i8*
  %40 = getelementptr inbounds i8, i8* %39, i32 20
  %41 = bitcast i8* %40 to %struct.V*
  %42 = call noundef %struct.V* @_ZN1VD2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %41) #3 [ "funclet"(token %38) ]
  cleanupret from %38 unwind to caller
}

declare i32 @__gxx_wasm_personality_v0(...)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = call noundef %struct.D* @_ZN1DD2Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %3, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT1D, i64 0, i64 0)) #3
  %5 = bitcast %struct.D* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 20
  %7 = bitcast i8* %6 to %struct.V*
  %8 = call noundef %struct.V* @_ZN1VD2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %7) #3
  ret %struct.D* %3
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) #6

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #8

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.M* @_ZN1MC1Ev(%struct.M* noundef nonnull returned align 4 dereferenceable(24) %0) unnamed_addr #1 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.M*, align 4
  store %struct.M* %0, %struct.M** %2, align 4
  %3 = load %struct.M*, %struct.M** %2, align 4
  %4 = bitcast %struct.M* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 24
  %6 = bitcast i8* %5 to %struct.V*
  %7 = call noundef %struct.V* @_ZN1VC2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %6)
  %8 = bitcast %struct.M* %3 to %struct.L*
  %9 = call noundef %struct.L* @_ZN1LC2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %8, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT1M, i64 0, i64 1))
  %10 = bitcast %struct.M* %3 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i32 8
  %12 = bitcast i8* %11 to %struct.Extra*
  %13 = invoke noundef %struct.Extra* @_ZN5ExtraC2Ev(%struct.Extra* noundef nonnull align 4 dereferenceable(12) %12)
          to label %14 unwind label %23

14:                                               ; preds = %1
  %15 = bitcast %struct.M* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %15, align 4
  %16 = bitcast %struct.M* %3 to i8*
  %17 = getelementptr inbounds i8, i8* %16, i32 24
  %18 = bitcast i8* %17 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %18, align 4
  %19 = bitcast %struct.M* %3 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i32 8
  %21 = bitcast i8* %20 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %21, align 4
  %22 = getelementptr inbounds %struct.M, %struct.M* %3, i32 0, i32 2
  store i32 5, i32* %22, align 4
  ret %struct.M* %3

23:                                               ; preds = %1
  %24 = cleanuppad within none []
  %25 = bitcast %struct.M* %3 to %struct.L*
  %26 = call noundef %struct.L* @_ZN1LD2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %25, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT1M, i64 0, i64 1)) #3 [ "funclet"(token %24) ]
  cleanupret from %24 unwind label %27

27:                                               ; preds = %23
  %28 = cleanuppad within none []
  %29 = bitcast %struct.M* %3 to i8*
  %30 = getelementptr inbounds i8, i8* %29, i32 24
  %31 = bitcast i8* %30 to %struct.V*
  %32 = call noundef %struct.V* @_ZN1VD2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %31) #3 [ "funclet"(token %28) ]
  cleanupret from %28 unwind to caller
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.M* @_ZN1MD1Ev(%struct.M* noundef nonnull returned align 4 dereferenceable(24) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.M*, align 4
  store %struct.M* %0, %struct.M** %2, align 4
  %3 = load %struct.M*, %struct.M** %2, align 4
  %4 = call noundef %struct.M* @_ZN1MD2Ev(%struct.M* noundef nonnull align 4 dereferenceable(24) %3, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT1M, i64 0, i64 0)) #3
  %5 = bitcast %struct.M* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 24
  %7 = bitcast i8* %6 to %struct.V*
  %8 = call noundef %struct.V* @_ZN1VD2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %7) #3
  ret %struct.M* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.V* @_ZN1VC2Ev(%struct.V* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.V*, align 4
  store %struct.V* %0, %struct.V** %2, align 4
  %3 = load %struct.V*, %struct.V** %2, align 4
  %4 = bitcast %struct.V* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV1V, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.V, %struct.V* %3, i32 0, i32 1
  store i32 100, i32* %5, align 4
  ret %struct.V* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.L* @_ZN1LC2Ev(%struct.L* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #2 comdat {
  %3 = alloca %struct.L*, align 4
  %4 = alloca i8**, align 4
  store %struct.L* %0, %struct.L** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.L*, %struct.L** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast %struct.L* %5 to i32 (...)***
  %9 = bitcast i8* %7 to i32 (...)**
  store i32 (...)** %9, i32 (...)*** %8, align 4
  %10 = getelementptr inbounds i8*, i8** %6, i64 1
  %11 = load i8*, i8** %10, align 4
  %12 = bitcast %struct.L* %5 to i8**
  %13 = load i8*, i8** %12, align 4
  %14 = getelementptr i8, i8* %13, i64 -12
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = bitcast %struct.L* %5 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 %16
  %19 = bitcast i8* %18 to i32 (...)***
  %20 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %20, i32 (...)*** %19, align 4
  %21 = getelementptr inbounds %struct.L, %struct.L* %5, i32 0, i32 1
  store i32 1, i32* %21, align 4
  ret %struct.L* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.R* @_ZN1RC2Ev(%struct.R* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #2 comdat {
  %3 = alloca %struct.R*, align 4
  %4 = alloca i8**, align 4
  store %struct.R* %0, %struct.R** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.R*, %struct.R** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast %struct.R* %5 to i32 (...)***
  %9 = bitcast i8* %7 to i32 (...)**
  store i32 (...)** %9, i32 (...)*** %8, align 4
  %10 = getelementptr inbounds i8*, i8** %6, i64 1
  %11 = load i8*, i8** %10, align 4
  %12 = bitcast %struct.R* %5 to i8**
  %13 = load i8*, i8** %12, align 4
  %14 = getelementptr i8, i8* %13, i64 -12
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = bitcast %struct.R* %5 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 %16
  %19 = bitcast i8* %18 to i32 (...)***
  %20 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %20, i32 (...)*** %19, align 4
  %21 = getelementptr inbounds %struct.R, %struct.R* %5, i32 0, i32 1
  store i32 2, i32* %21, align 4
  ret %struct.R* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.L* @_ZN1LD2Ev(%struct.L* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #2 comdat {
  %3 = alloca %struct.L*, align 4
  %4 = alloca i8**, align 4
  store %struct.L* %0, %struct.L** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.L*, %struct.L** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  ret %struct.L* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.L* @_ZN1LD1Ev(%struct.L* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.L*, align 4
  store %struct.L* %0, %struct.L** %2, align 4
  %3 = load %struct.L*, %struct.L** %2, align 4
  %4 = call noundef %struct.L* @_ZN1LD2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT1L, i64 0, i64 0)) #3
  %5 = bitcast %struct.L* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 8
  %7 = bitcast i8* %6 to %struct.V*
  %8 = call noundef %struct.V* @_ZN1VD2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %7) #3
  ret %struct.L* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN1LD0Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.L*, align 4
  store %struct.L* %0, %struct.L** %2, align 4
  %3 = load %struct.L*, %struct.L** %2, align 4
  %4 = call noundef %struct.L* @_ZN1LD1Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %3) #3
  %5 = bitcast %struct.L* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #12
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.L* @_ZTv0_n12_N1LD1Ev(%struct.L* noundef %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.L*, align 4
  %3 = alloca %struct.L*, align 4
  store %struct.L* %0, %struct.L** %3, align 4
  %4 = load %struct.L*, %struct.L** %3, align 4
  store %struct.L* %4, %struct.L** %2, align 4
  %5 = bitcast %struct.L* %4 to i8*
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = getelementptr inbounds i8, i8* %7, i64 -12
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds i8, i8* %5, i32 %10
  %12 = bitcast i8* %11 to %struct.L*
  %13 = tail call noundef %struct.L* @_ZN1LD1Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %12) #3
  ret %struct.L* %13
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n12_N1LD0Ev(%struct.L* noundef %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.L*, align 4
  store %struct.L* %0, %struct.L** %2, align 4
  %3 = load %struct.L*, %struct.L** %2, align 4
  %4 = bitcast %struct.L* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 4
  %7 = getelementptr inbounds i8, i8* %6, i64 -12
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %4, i32 %9
  %11 = bitcast i8* %10 to %struct.L*
  tail call void @_ZN1LD0Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %11) #3
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK1V3whoEv(%struct.V* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #9 comdat {
  %2 = alloca %struct.V*, align 4
  store %struct.V* %0, %struct.V** %2, align 4
  %3 = load %struct.V*, %struct.V** %2, align 4
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.R* @_ZN1RD1Ev(%struct.R* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.R*, align 4
  store %struct.R* %0, %struct.R** %2, align 4
  %3 = load %struct.R*, %struct.R** %2, align 4
  %4 = call noundef %struct.R* @_ZN1RD2Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT1R, i64 0, i64 0)) #3
  %5 = bitcast %struct.R* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 8
  %7 = bitcast i8* %6 to %struct.V*
  %8 = call noundef %struct.V* @_ZN1VD2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %7) #3
  ret %struct.R* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN1RD0Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.R*, align 4
  store %struct.R* %0, %struct.R** %2, align 4
  %3 = load %struct.R*, %struct.R** %2, align 4
  %4 = call noundef %struct.R* @_ZN1RD1Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %3) #3
  %5 = bitcast %struct.R* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #12
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.R* @_ZTv0_n12_N1RD1Ev(%struct.R* noundef %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.R*, align 4
  %3 = alloca %struct.R*, align 4
  store %struct.R* %0, %struct.R** %3, align 4
  %4 = load %struct.R*, %struct.R** %3, align 4
  store %struct.R* %4, %struct.R** %2, align 4
  %5 = bitcast %struct.R* %4 to i8*
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = getelementptr inbounds i8, i8* %7, i64 -12
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds i8, i8* %5, i32 %10
  %12 = bitcast i8* %11 to %struct.R*
  %13 = tail call noundef %struct.R* @_ZN1RD1Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %12) #3
  ret %struct.R* %13
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n12_N1RD0Ev(%struct.R* noundef %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.R*, align 4
  store %struct.R* %0, %struct.R** %2, align 4
  %3 = load %struct.R*, %struct.R** %2, align 4
  %4 = bitcast %struct.R* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 4
  %7 = getelementptr inbounds i8, i8* %6, i64 -12
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %4, i32 %9
  %11 = bitcast i8* %10 to %struct.R*
  tail call void @_ZN1RD0Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %11) #3
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN1DD0Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = call noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %3) #3
  %5 = bitcast %struct.D* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK1D3whoEv(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #9 comdat {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.D* @_ZThn8_N1DD1Ev(%struct.D* noundef %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.D*, align 4
  %3 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %3, align 4
  %4 = load %struct.D*, %struct.D** %3, align 4
  store %struct.D* %4, %struct.D** %2, align 4
  %5 = bitcast %struct.D* %4 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 -8
  %7 = bitcast i8* %6 to %struct.D*
  %8 = tail call noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %7) #3
  ret %struct.D* %8
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZThn8_N1DD0Ev(%struct.D* noundef %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = bitcast %struct.D* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.D*
  tail call void @_ZN1DD0Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %6) #3
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.D* @_ZTv0_n12_N1DD1Ev(%struct.D* noundef %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.D*, align 4
  %3 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %3, align 4
  %4 = load %struct.D*, %struct.D** %3, align 4
  store %struct.D* %4, %struct.D** %2, align 4
  %5 = bitcast %struct.D* %4 to i8*
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = getelementptr inbounds i8, i8* %7, i64 -12
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds i8, i8* %5, i32 %10
  %12 = bitcast i8* %11 to %struct.D*
  %13 = tail call noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %12) #3
  ret %struct.D* %13
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n12_N1DD0Ev(%struct.D* noundef %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = bitcast %struct.D* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 4
  %7 = getelementptr inbounds i8, i8* %6, i64 -12
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %4, i32 %9
  %11 = bitcast i8* %10 to %struct.D*
  tail call void @_ZN1DD0Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %11) #3
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef i8* @_ZTv0_n16_NK1D3whoEv(%struct.D* noundef %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = bitcast %struct.D* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 4
  %7 = getelementptr inbounds i8, i8* %6, i64 -16
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %4, i32 %9
  %11 = bitcast i8* %10 to %struct.D*
  %12 = tail call noundef i8* @_ZNK1D3whoEv(%struct.D* noundef nonnull align 4 dereferenceable(20) %11)
  ret i8* %12
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.V* @_ZN1VD2Ev(%struct.V* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.V*, align 4
  store %struct.V* %0, %struct.V** %2, align 4
  %3 = load %struct.V*, %struct.V** %2, align 4
  ret %struct.V* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN1VD0Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.V*, align 4
  store %struct.V* %0, %struct.V** %2, align 4
  %3 = load %struct.V*, %struct.V** %2, align 4
  %4 = call noundef %struct.V* @_ZN1VD2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %3) #3
  %5 = bitcast %struct.V* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #12
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #10

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.R* @_ZN1RD2Ev(%struct.R* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #2 comdat {
  %3 = alloca %struct.R*, align 4
  %4 = alloca i8**, align 4
  store %struct.R* %0, %struct.R** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.R*, %struct.R** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  ret %struct.R* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.D* @_ZN1DD2Ev(%struct.D* noundef nonnull returned align 4 dereferenceable(20) %0, i8** noundef %1) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %3 = alloca %struct.D*, align 4
  %4 = alloca i8**, align 4
  store %struct.D* %0, %struct.D** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.D*, %struct.D** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast %struct.D* %5 to i32 (...)***
  %9 = bitcast i8* %7 to i32 (...)**
  store i32 (...)** %9, i32 (...)*** %8, align 4
  %10 = getelementptr inbounds i8*, i8** %6, i64 5
  %11 = load i8*, i8** %10, align 4
  %12 = bitcast %struct.D* %5 to i8**
  %13 = load i8*, i8** %12, align 4
  %14 = getelementptr i8, i8* %13, i64 -12
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = bitcast %struct.D* %5 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 %16
  %19 = bitcast i8* %18 to i32 (...)***
  %20 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %20, i32 (...)*** %19, align 4
  %21 = getelementptr inbounds i8*, i8** %6, i64 6
  %22 = load i8*, i8** %21, align 4
  %23 = bitcast %struct.D* %5 to i8*
  %24 = getelementptr inbounds i8, i8* %23, i32 8
  %25 = bitcast i8* %24 to i32 (...)***
  %26 = bitcast i8* %22 to i32 (...)**
  store i32 (...)** %26, i32 (...)*** %25, align 4
  %27 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0))
          to label %28 unwind label %37

28:                                               ; preds = %2
  %29 = bitcast %struct.D* %5 to i8*
  %30 = getelementptr inbounds i8, i8* %29, i32 8
  %31 = bitcast i8* %30 to %struct.R*
  %32 = getelementptr inbounds i8*, i8** %6, i64 3
  %33 = call noundef %struct.R* @_ZN1RD2Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %31, i8** noundef %32) #3
  %34 = bitcast %struct.D* %5 to %struct.L*
  %35 = getelementptr inbounds i8*, i8** %6, i64 1
  %36 = call noundef %struct.L* @_ZN1LD2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %34, i8** noundef %35) #3
  ret %struct.D* %5

37:                                               ; preds = %2
  %38 = cleanuppad within none []
  %39 = bitcast %struct.D* %5 to i8*
  %40 = getelementptr inbounds i8, i8* %39, i32 8
  %41 = bitcast i8* %40 to %struct.R*
  %42 = getelementptr inbounds i8*, i8** %6, i64 3
  %43 = call noundef %struct.R* @_ZN1RD2Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %41, i8** noundef %42) #3 [ "funclet"(token %38) ]
  cleanupret from %38 unwind label %44

44:                                               ; preds = %37
  %45 = cleanuppad within none []
  %46 = bitcast %struct.D* %5 to %struct.L*
  %47 = getelementptr inbounds i8*, i8** %6, i64 1
  %48 = call noundef %struct.L* @_ZN1LD2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %46, i8** noundef %47) #3 [ "funclet"(token %45) ]
  cleanupret from %45 unwind label %49

49:                                               ; preds = %44
  %50 = cleanuppad within none []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %50) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Extra* @_ZN5ExtraC2Ev(%struct.Extra* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.Extra*, align 4
  store %struct.Extra* %0, %struct.Extra** %2, align 4
  %3 = load %struct.Extra*, %struct.Extra** %2, align 4
  %4 = bitcast %struct.Extra* %3 to %struct.V*
  %5 = call noundef %struct.V* @_ZN1VC2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %4)
  %6 = bitcast %struct.Extra* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Extra, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %struct.Extra, %struct.Extra* %3, i32 0, i32 1
  store i32 9, i32* %7, align 4
  ret %struct.Extra* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN1MD0Ev(%struct.M* noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.M*, align 4
  store %struct.M* %0, %struct.M** %2, align 4
  %3 = load %struct.M*, %struct.M** %2, align 4
  %4 = call noundef %struct.M* @_ZN1MD1Ev(%struct.M* noundef nonnull align 4 dereferenceable(24) %3) #3
  %5 = bitcast %struct.M* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #12
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.M* @_ZThn8_N1MD1Ev(%struct.M* noundef %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.M*, align 4
  %3 = alloca %struct.M*, align 4
  store %struct.M* %0, %struct.M** %3, align 4
  %4 = load %struct.M*, %struct.M** %3, align 4
  store %struct.M* %4, %struct.M** %2, align 4
  %5 = bitcast %struct.M* %4 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 -8
  %7 = bitcast i8* %6 to %struct.M*
  %8 = tail call noundef %struct.M* @_ZN1MD1Ev(%struct.M* noundef nonnull align 4 dereferenceable(24) %7) #3
  ret %struct.M* %8
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZThn8_N1MD0Ev(%struct.M* noundef %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.M*, align 4
  store %struct.M* %0, %struct.M** %2, align 4
  %3 = load %struct.M*, %struct.M** %2, align 4
  %4 = bitcast %struct.M* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.M*
  tail call void @_ZN1MD0Ev(%struct.M* noundef nonnull align 4 dereferenceable(24) %6) #3
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.M* @_ZTv0_n12_N1MD1Ev(%struct.M* noundef %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.M*, align 4
  %3 = alloca %struct.M*, align 4
  store %struct.M* %0, %struct.M** %3, align 4
  %4 = load %struct.M*, %struct.M** %3, align 4
  store %struct.M* %4, %struct.M** %2, align 4
  %5 = bitcast %struct.M* %4 to i8*
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = getelementptr inbounds i8, i8* %7, i64 -12
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds i8, i8* %5, i32 %10
  %12 = bitcast i8* %11 to %struct.M*
  %13 = tail call noundef %struct.M* @_ZN1MD1Ev(%struct.M* noundef nonnull align 4 dereferenceable(24) %12) #3
  ret %struct.M* %13
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n12_N1MD0Ev(%struct.M* noundef %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.M*, align 4
  store %struct.M* %0, %struct.M** %2, align 4
  %3 = load %struct.M*, %struct.M** %2, align 4
  %4 = bitcast %struct.M* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 4
  %7 = getelementptr inbounds i8, i8* %6, i64 -12
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %4, i32 %9
  %11 = bitcast i8* %10 to %struct.M*
  tail call void @_ZN1MD0Ev(%struct.M* noundef nonnull align 4 dereferenceable(24) %11) #3
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Extra* @_ZN5ExtraD2Ev(%struct.Extra* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.Extra*, align 4
  store %struct.Extra* %0, %struct.Extra** %2, align 4
  %3 = load %struct.Extra*, %struct.Extra** %2, align 4
  %4 = bitcast %struct.Extra* %3 to %struct.V*
  %5 = call noundef %struct.V* @_ZN1VD2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %4) #3
  ret %struct.Extra* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN5ExtraD0Ev(%struct.Extra* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.Extra*, align 4
  store %struct.Extra* %0, %struct.Extra** %2, align 4
  %3 = load %struct.Extra*, %struct.Extra** %2, align 4
  %4 = call noundef %struct.Extra* @_ZN5ExtraD2Ev(%struct.Extra* noundef nonnull align 4 dereferenceable(12) %3) #3
  %5 = bitcast %struct.Extra* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #12
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.M* @_ZN1MD2Ev(%struct.M* noundef nonnull returned align 4 dereferenceable(24) %0, i8** noundef %1) unnamed_addr #2 comdat {
  %3 = alloca %struct.M*, align 4
  %4 = alloca i8**, align 4
  store %struct.M* %0, %struct.M** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.M*, %struct.M** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = bitcast %struct.M* %5 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 8
  %9 = bitcast i8* %8 to %struct.Extra*
  %10 = call noundef %struct.Extra* @_ZN5ExtraD2Ev(%struct.Extra* noundef nonnull align 4 dereferenceable(12) %9) #3
  %11 = bitcast %struct.M* %5 to %struct.L*
  %12 = getelementptr inbounds i8*, i8** %6, i64 1
  %13 = call noundef %struct.L* @_ZN1LD2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %11, i8** noundef %12) #3
  ret %struct.M* %5
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readnone }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { nounwind readonly }
attributes #7 = { noreturn }
attributes #8 = { argmemonly nofree nounwind willreturn writeonly }
attributes #9 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
