; ModuleID = 'vmi_virtual_base.cpp'
source_filename = "vmi_virtual_base.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.D = type { %struct.L.base, %struct.R.base, i32, %struct.V }
%struct.L.base = type { ptr, i32 }
%struct.R.base = type { ptr, i32 }
%struct.V = type { ptr, i32 }
%struct.R = type { ptr, i32, %struct.V }
%struct.Extra = type { %struct.V, i32 }
%struct.L = type { ptr, i32, %struct.V }
%struct.M = type { %struct.L.base, %struct.Extra, i32, %struct.V }

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

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1V = linkonce_odr hidden constant [3 x i8] c"1V\00", comdat, align 1
@_ZTI1V = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1V }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr hidden constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr hidden constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1L, i32 0, i32 1, ptr @_ZTI1V, i32 -3069 }, comdat, align 4
@_ZTS1R = linkonce_odr hidden constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1R, i32 0, i32 1, ptr @_ZTI1V, i32 -3069 }, comdat, align 4
@_ZTI1D = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1D, i32 2, i32 2, ptr @_ZTI1L, i32 2, ptr @_ZTI1R, i32 2050 }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"V& v=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"dynamic_cast back: l=%d r=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"R& r=%d v=%d\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSPK1V = linkonce_odr hidden constant [5 x i8] c"PK1V\00", comdat, align 1
@_ZTIPK1V = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSPK1V, i32 1, ptr @_ZTI1V }, comdat, align 4
@_ZTSP1D = linkonce_odr hidden constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1D, i32 0, ptr @_ZTI1D }, comdat, align 4
@.str.3 = private unnamed_addr constant [23 x i8] c"const V* v=%d same=%d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS5Extra = linkonce_odr hidden constant [7 x i8] c"5Extra\00", comdat, align 1
@_ZTI5Extra = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS5Extra, ptr @_ZTI1V }, comdat, align 4
@_ZTS1M = linkonce_odr hidden constant [3 x i8] c"1M\00", comdat, align 1
@_ZTI1M = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1M, i32 1, i32 2, ptr @_ZTI1L, i32 2, ptr @_ZTI5Extra, i32 2050 }, comdat, align 4
@.str.4 = private unnamed_addr constant [13 x i8] c"Extra& e=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"wrong: ambiguous V&\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@_ZTV1D = linkonce_odr hidden unnamed_addr constant { [6 x ptr], [5 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI1D, ptr @_ZN1DD1Ev, ptr @_ZN1DD0Ev, ptr @_ZNK1D3whoEv], [5 x ptr] [ptr inttoptr (i32 12 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1D, ptr @_ZThn8_N1DD1Ev, ptr @_ZThn8_N1DD0Ev], [7 x ptr] [ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr @_ZTI1D, ptr @_ZTv0_n12_N1DD1Ev, ptr @_ZTv0_n12_N1DD0Ev, ptr @_ZTv0_n16_NK1D3whoEv] }, comdat, align 4
@_ZTT1D = linkonce_odr hidden unnamed_addr constant [7 x ptr] [ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1D, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC1D0_1L, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC1D0_1L, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC1D8_1R, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC1D8_1R, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1D, i32 0, i32 2, i32 4), ptr getelementptr inbounds inrange(-12, 8) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1D, i32 0, i32 1, i32 3)], comdat, align 4
@_ZTC1D0_1L = linkonce_odr hidden unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI1L, ptr @_ZN1LD1Ev, ptr @_ZN1LD0Ev], [7 x ptr] [ptr null, ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr @_ZTI1L, ptr @_ZTv0_n12_N1LD1Ev, ptr @_ZTv0_n12_N1LD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 4
@_ZTC1D8_1R = linkonce_odr hidden unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 12 to ptr), ptr null, ptr @_ZTI1R, ptr @_ZN1RD1Ev, ptr @_ZN1RD0Ev], [7 x ptr] [ptr null, ptr inttoptr (i32 -12 to ptr), ptr inttoptr (i32 -12 to ptr), ptr @_ZTI1R, ptr @_ZTv0_n12_N1RD1Ev, ptr @_ZTv0_n12_N1RD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 4
@_ZTV1V = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI1V, ptr @_ZN1VD2Ev, ptr @_ZN1VD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 4
@_ZTV1L = linkonce_odr hidden unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 8 to ptr), ptr null, ptr @_ZTI1L, ptr @_ZN1LD1Ev, ptr @_ZN1LD0Ev], [7 x ptr] [ptr null, ptr inttoptr (i32 -8 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1L, ptr @_ZTv0_n12_N1LD1Ev, ptr @_ZTv0_n12_N1LD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 4
@_ZTT1L = linkonce_odr hidden unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV1L, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV1L, i32 0, i32 1, i32 4)], comdat, align 4
@.str.7 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@_ZTV1R = linkonce_odr hidden unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 8 to ptr), ptr null, ptr @_ZTI1R, ptr @_ZN1RD1Ev, ptr @_ZN1RD0Ev], [7 x ptr] [ptr null, ptr inttoptr (i32 -8 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1R, ptr @_ZTv0_n12_N1RD1Ev, ptr @_ZTv0_n12_N1RD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 4
@_ZTT1R = linkonce_odr hidden unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV1R, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV1R, i32 0, i32 1, i32 4)], comdat, align 4
@.str.8 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"~D\0A\00", align 1
@_ZTV1M = linkonce_odr hidden unnamed_addr constant { [5 x ptr], [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 24 to ptr), ptr null, ptr @_ZTI1M, ptr @_ZN1MD1Ev, ptr @_ZN1MD0Ev], [5 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1M, ptr @_ZThn8_N1MD1Ev, ptr @_ZThn8_N1MD0Ev, ptr @_ZNK1V3whoEv], [7 x ptr] [ptr null, ptr inttoptr (i32 -24 to ptr), ptr inttoptr (i32 -24 to ptr), ptr @_ZTI1M, ptr @_ZTv0_n12_N1MD1Ev, ptr @_ZTv0_n12_N1MD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 4
@_ZTT1M = linkonce_odr hidden unnamed_addr constant [4 x ptr] [ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1M, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC1M0_1L, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC1M0_1L, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1M, i32 0, i32 2, i32 4)], comdat, align 4
@_ZTC1M0_1L = linkonce_odr hidden unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 24 to ptr), ptr null, ptr @_ZTI1L, ptr @_ZN1LD1Ev, ptr @_ZN1LD0Ev], [7 x ptr] [ptr null, ptr inttoptr (i32 -24 to ptr), ptr inttoptr (i32 -24 to ptr), ptr @_ZTI1L, ptr @_ZTv0_n12_N1LD1Ev, ptr @_ZTv0_n12_N1LD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 4
@_ZTV5Extra = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Extra, ptr @_ZN5ExtraD2Ev, ptr @_ZN5ExtraD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 4

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca %struct.D, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %10 = call ptr @__cxa_allocate_exception(i32 28) #12
  %11 = invoke noundef ptr @_ZN1DC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %10)
          to label %12 unwind label %139

12:                                               ; preds = %0
  invoke void @__cxa_throw(ptr %10, ptr @_ZTI1D, ptr @_ZN1DD1Ev) #7
          to label %178 unwind label %13

13:                                               ; preds = %12, %139
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [ptr @_ZTI1V]
  %17 = call ptr @llvm.wasm.get.exception(token %16)
  store ptr %17, ptr %2, align 4
  %18 = call i32 @llvm.wasm.get.ehselector(token %16)
  %19 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1V) #12
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %39

21:                                               ; preds = %15
  %22 = load ptr, ptr %2, align 4
  %23 = call ptr @__cxa_begin_catch(ptr %22) #12 [ "funclet"(token %16) ]
  store ptr %23, ptr %3, align 4
  %24 = load ptr, ptr %3, align 4
  %25 = getelementptr inbounds %struct.V, ptr %24, i32 0, i32 1
  %26 = load i32, ptr %25, align 4
  %27 = load ptr, ptr %3, align 4
  %28 = load ptr, ptr %27, align 4
  %29 = getelementptr inbounds ptr, ptr %28, i64 2
  %30 = load ptr, ptr %29, align 4
  %31 = invoke noundef ptr %30(ptr noundef nonnull align 4 dereferenceable(8) %27) [ "funclet"(token %16) ]
          to label %32 unwind label %157

32:                                               ; preds = %21
  %33 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %26, ptr noundef %31) [ "funclet"(token %16) ]
          to label %34 unwind label %157

34:                                               ; preds = %32
  %35 = load ptr, ptr %3, align 4
  %36 = icmp eq ptr %35, null
  br i1 %36, label %141, label %37

37:                                               ; preds = %34
  %38 = call ptr @__dynamic_cast(ptr %35, ptr @_ZTI1V, ptr @_ZTI1D, i32 -1) #12 [ "funclet"(token %16) ]
  br label %142

39:                                               ; preds = %15
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %16) ]
  unreachable

40:                                               ; preds = %156
  %41 = call ptr @__cxa_allocate_exception(i32 28) #12
  %42 = invoke noundef ptr @_ZN1DC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %41)
          to label %43 unwind label %160

43:                                               ; preds = %40
  invoke void @__cxa_throw(ptr %41, ptr @_ZTI1D, ptr @_ZN1DD1Ev) #7
          to label %178 unwind label %44

44:                                               ; preds = %43, %160
  %45 = catchswitch within none [label %46] unwind to caller

46:                                               ; preds = %44
  %47 = catchpad within %45 [ptr @_ZTI1R]
  %48 = call ptr @llvm.wasm.get.exception(token %47)
  store ptr %48, ptr %2, align 4
  %49 = call i32 @llvm.wasm.get.ehselector(token %47)
  %50 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1R) #12
  %51 = icmp eq i32 %49, %50
  br i1 %51, label %52, label %68

52:                                               ; preds = %46
  %53 = load ptr, ptr %2, align 4
  %54 = call ptr @__cxa_begin_catch(ptr %53) #12 [ "funclet"(token %47) ]
  store ptr %54, ptr %5, align 4
  %55 = load ptr, ptr %5, align 4
  %56 = getelementptr inbounds %struct.R, ptr %55, i32 0, i32 1
  %57 = load i32, ptr %56, align 4
  %58 = load ptr, ptr %5, align 4
  %59 = load ptr, ptr %58, align 4
  %60 = getelementptr i8, ptr %59, i64 -12
  %61 = load i32, ptr %60, align 4
  %62 = getelementptr inbounds i8, ptr %58, i32 %61
  %63 = getelementptr inbounds %struct.V, ptr %62, i32 0, i32 1
  %64 = load i32, ptr %63, align 4
  %65 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %57, i32 noundef %64) [ "funclet"(token %47) ]
          to label %66 unwind label %162

66:                                               ; preds = %52
  call void @__cxa_end_catch() [ "funclet"(token %47) ]
  catchret from %47 to label %67

67:                                               ; preds = %66
  br label %69

68:                                               ; preds = %46
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %47) ]
  unreachable

69:                                               ; preds = %67
  %70 = call noundef ptr @_ZN1DC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %6)
  %71 = call ptr @__cxa_allocate_exception(i32 4) #12
  store ptr %6, ptr %71, align 16
  invoke void @__cxa_throw(ptr %71, ptr @_ZTIP1D, ptr null) #7
          to label %178 unwind label %72

72:                                               ; preds = %69
  %73 = catchswitch within none [label %74] unwind label %175

74:                                               ; preds = %72
  %75 = catchpad within %73 [ptr @_ZTIPK1V]
  %76 = call ptr @llvm.wasm.get.exception(token %75)
  store ptr %76, ptr %2, align 4
  %77 = call i32 @llvm.wasm.get.ehselector(token %75)
  %78 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPK1V) #12
  %79 = icmp eq i32 %77, %78
  br i1 %79, label %80, label %100

80:                                               ; preds = %74
  %81 = load ptr, ptr %2, align 4
  %82 = call ptr @__cxa_begin_catch(ptr %81) #12 [ "funclet"(token %75) ]
  store ptr %82, ptr %7, align 4
  %83 = load ptr, ptr %7, align 4
  %84 = getelementptr inbounds %struct.V, ptr %83, i32 0, i32 1
  %85 = load i32, ptr %84, align 4
  %86 = load ptr, ptr %7, align 4
  %87 = icmp eq ptr %6, null
  br i1 %87, label %93, label %88

88:                                               ; preds = %80
  %89 = load ptr, ptr %6, align 4
  %90 = getelementptr i8, ptr %89, i64 -12
  %91 = load i32, ptr %90, align 4
  %92 = getelementptr inbounds i8, ptr %6, i32 %91
  br label %93

93:                                               ; preds = %88, %80
  %94 = phi ptr [ %92, %88 ], [ null, %80 ]
  %95 = icmp eq ptr %86, %94
  %96 = zext i1 %95 to i32
  %97 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %85, i32 noundef %96) [ "funclet"(token %75) ]
          to label %98 unwind label %165

98:                                               ; preds = %93
  call void @__cxa_end_catch() #12 [ "funclet"(token %75) ]
  catchret from %75 to label %99

99:                                               ; preds = %98
  br label %101

100:                                              ; preds = %74
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %75) ]
          to label %178 unwind label %175

101:                                              ; preds = %99
  %102 = call ptr @__cxa_allocate_exception(i32 32) #12
  call void @llvm.memset.p0.i32(ptr align 16 %102, i8 0, i32 32, i1 false)
  %103 = invoke noundef ptr @_ZN1MC1Ev(ptr noundef nonnull align 4 dereferenceable(24) %102)
          to label %104 unwind label %167

104:                                              ; preds = %101
  invoke void @__cxa_throw(ptr %102, ptr @_ZTI1M, ptr @_ZN1MD1Ev) #7
          to label %178 unwind label %105

105:                                              ; preds = %104, %167
  %106 = catchswitch within none [label %107] unwind label %175

107:                                              ; preds = %105
  %108 = catchpad within %106 [ptr @_ZTI1V, ptr @_ZTI5Extra]
  %109 = call ptr @llvm.wasm.get.exception(token %108)
  store ptr %109, ptr %2, align 4
  %110 = call i32 @llvm.wasm.get.ehselector(token %108)
  %111 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1V) #12
  %112 = icmp eq i32 %110, %111
  br i1 %112, label %113, label %120

113:                                              ; preds = %107
  %114 = load ptr, ptr %2, align 4
  %115 = call ptr @__cxa_begin_catch(ptr %114) #12 [ "funclet"(token %108) ]
  store ptr %115, ptr %9, align 4
  %116 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5) [ "funclet"(token %108) ]
          to label %117 unwind label %172

117:                                              ; preds = %113
  invoke void @__cxa_end_catch() [ "funclet"(token %108) ]
          to label %118 unwind label %175

118:                                              ; preds = %117
  catchret from %108 to label %119

119:                                              ; preds = %118
  br label %134

120:                                              ; preds = %107
  %121 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Extra) #12
  %122 = icmp eq i32 %110, %121
  br i1 %122, label %123, label %133

123:                                              ; preds = %120
  %124 = load ptr, ptr %2, align 4
  %125 = call ptr @__cxa_begin_catch(ptr %124) #12 [ "funclet"(token %108) ]
  store ptr %125, ptr %8, align 4
  %126 = load ptr, ptr %8, align 4
  %127 = getelementptr inbounds %struct.Extra, ptr %126, i32 0, i32 1
  %128 = load i32, ptr %127, align 4
  %129 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %128) [ "funclet"(token %108) ]
          to label %130 unwind label %169

130:                                              ; preds = %123
  invoke void @__cxa_end_catch() [ "funclet"(token %108) ]
          to label %131 unwind label %175

131:                                              ; preds = %130
  catchret from %108 to label %132

132:                                              ; preds = %131
  br label %134

133:                                              ; preds = %120
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %108) ]
          to label %178 unwind label %175

134:                                              ; preds = %119, %132
  %135 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %136 unwind label %175

136:                                              ; preds = %134
  store i32 0, ptr %1, align 4
  %137 = call noundef ptr @_ZN1DD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %6) #12
  %138 = load i32, ptr %1, align 4
  ret i32 %138

139:                                              ; preds = %0
  %140 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %10) #12 [ "funclet"(token %140) ]
  cleanupret from %140 unwind label %13

141:                                              ; preds = %34
  br label %142

142:                                              ; preds = %141, %37
  %143 = phi ptr [ %38, %37 ], [ null, %141 ]
  store ptr %143, ptr %4, align 4
  %144 = load ptr, ptr %4, align 4
  %145 = getelementptr inbounds %struct.L, ptr %144, i32 0, i32 1
  %146 = load i32, ptr %145, align 4
  %147 = load ptr, ptr %4, align 4
  %148 = getelementptr inbounds i8, ptr %147, i32 8
  %149 = getelementptr inbounds %struct.R, ptr %148, i32 0, i32 1
  %150 = load i32, ptr %149, align 4
  %151 = load ptr, ptr %4, align 4
  %152 = getelementptr inbounds %struct.D, ptr %151, i32 0, i32 2
  %153 = load i32, ptr %152, align 4
  %154 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %146, i32 noundef %150, i32 noundef %153) [ "funclet"(token %16) ]
          to label %155 unwind label %157

155:                                              ; preds = %142
  call void @__cxa_end_catch() [ "funclet"(token %16) ]
  catchret from %16 to label %156

156:                                              ; preds = %155
  br label %40

157:                                              ; preds = %142, %32, %21
  %158 = cleanuppad within %16 []
  invoke void @__cxa_end_catch() [ "funclet"(token %158) ]
          to label %159 unwind label %179

159:                                              ; preds = %157
  cleanupret from %158 unwind to caller

160:                                              ; preds = %40
  %161 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %41) #12 [ "funclet"(token %161) ]
  cleanupret from %161 unwind label %44

162:                                              ; preds = %52
  %163 = cleanuppad within %47 []
  invoke void @__cxa_end_catch() [ "funclet"(token %163) ]
          to label %164 unwind label %181

164:                                              ; preds = %162
  cleanupret from %163 unwind to caller

165:                                              ; preds = %93
  %166 = cleanuppad within %75 []
  call void @__cxa_end_catch() #12 [ "funclet"(token %166) ]
  cleanupret from %166 unwind label %175

167:                                              ; preds = %101
  %168 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %102) #12 [ "funclet"(token %168) ]
  cleanupret from %168 unwind label %105

169:                                              ; preds = %123
  %170 = cleanuppad within %108 []
  invoke void @__cxa_end_catch() [ "funclet"(token %170) ]
          to label %171 unwind label %183

171:                                              ; preds = %169
  cleanupret from %170 unwind label %175

172:                                              ; preds = %113
  %173 = cleanuppad within %108 []
  invoke void @__cxa_end_catch() [ "funclet"(token %173) ]
          to label %174 unwind label %185

174:                                              ; preds = %172
  cleanupret from %173 unwind label %175

175:                                              ; preds = %134, %133, %174, %117, %171, %130, %105, %100, %165, %72
  %176 = cleanuppad within none []
  %177 = call noundef ptr @_ZN1DD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %6) #12 [ "funclet"(token %176) ]
  cleanupret from %176 unwind to caller

178:                                              ; preds = %133, %104, %100, %69, %43, %12
  unreachable

179:                                              ; preds = %157
  %180 = cleanuppad within %158 []
  call void @_ZSt9terminatev() #13 [ "funclet"(token %180) ]
  unreachable

181:                                              ; preds = %162
  %182 = cleanuppad within %163 []
  call void @_ZSt9terminatev() #13 [ "funclet"(token %182) ]
  unreachable

183:                                              ; preds = %169
  %184 = cleanuppad within %170 []
  call void @_ZSt9terminatev() #13 [ "funclet"(token %184) ]
  unreachable

185:                                              ; preds = %172
  %186 = cleanuppad within %173 []
  call void @_ZSt9terminatev() #13 [ "funclet"(token %186) ]
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN1DC1Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 20
  %5 = call noundef ptr @_ZN1VC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4)
  %6 = invoke noundef ptr @_ZN1LC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT1D, i64 0, i64 1))
          to label %7 unwind label %22

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %3, i32 8
  %9 = invoke noundef ptr @_ZN1RC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %8, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT1D, i64 0, i64 3))
          to label %10 unwind label %19

10:                                               ; preds = %7
  store ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1D, i32 0, i32 0, i32 3), ptr %3, align 4
  %11 = getelementptr inbounds i8, ptr %3, i32 20
  store ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1D, i32 0, i32 2, i32 4), ptr %11, align 4
  %12 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr getelementptr inbounds inrange(-12, 8) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1D, i32 0, i32 1, i32 3), ptr %12, align 4
  %13 = getelementptr inbounds %struct.D, ptr %3, i32 0, i32 2
  store i32 3, ptr %13, align 4
  %14 = load ptr, ptr %3, align 4
  %15 = getelementptr i8, ptr %14, i64 -12
  %16 = load i32, ptr %15, align 4
  %17 = getelementptr inbounds i8, ptr %3, i32 %16
  %18 = getelementptr inbounds %struct.V, ptr %17, i32 0, i32 1
  store i32 300, ptr %18, align 4
  ret ptr %3

19:                                               ; preds = %7
  %20 = cleanuppad within none []
  %21 = call noundef ptr @_ZN1LD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT1D, i64 0, i64 1)) #12 [ "funclet"(token %20) ]
  cleanupret from %20 unwind label %22

22:                                               ; preds = %19, %1
  %23 = cleanuppad within none []
  %24 = getelementptr inbounds i8, ptr %3, i32 20
  %25 = call noundef ptr @_ZN1VD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %24) #12 [ "funclet"(token %23) ]
  cleanupret from %23 unwind to caller
}

declare i32 @__gxx_wasm_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1DD1Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1DD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %3, ptr noundef @_ZTT1D) #12
  %5 = getelementptr inbounds i8, ptr %3, i32 20
  %6 = call noundef ptr @_ZN1VD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #12
  ret ptr %3
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i32) #6

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #8

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN1MC1Ev(ptr noundef nonnull returned align 4 dereferenceable(24) %0) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 24
  %5 = call noundef ptr @_ZN1VC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4)
  %6 = call noundef ptr @_ZN1LC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT1M, i64 0, i64 1))
  %7 = getelementptr inbounds i8, ptr %3, i32 8
  %8 = invoke noundef ptr @_ZN5ExtraC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %7)
          to label %9 unwind label %13

9:                                                ; preds = %1
  store ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1M, i32 0, i32 0, i32 3), ptr %3, align 4
  %10 = getelementptr inbounds i8, ptr %3, i32 24
  store ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1M, i32 0, i32 2, i32 4), ptr %10, align 4
  %11 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1M, i32 0, i32 1, i32 2), ptr %11, align 4
  %12 = getelementptr inbounds %struct.M, ptr %3, i32 0, i32 2
  store i32 5, ptr %12, align 4
  ret ptr %3

13:                                               ; preds = %1
  %14 = cleanuppad within none []
  %15 = call noundef ptr @_ZN1LD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT1M, i64 0, i64 1)) #12 [ "funclet"(token %14) ]
  cleanupret from %14 unwind label %16

16:                                               ; preds = %13
  %17 = cleanuppad within none []
  %18 = getelementptr inbounds i8, ptr %3, i32 24
  %19 = call noundef ptr @_ZN1VD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %18) #12 [ "funclet"(token %17) ]
  cleanupret from %17 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1MD1Ev(ptr noundef nonnull returned align 4 dereferenceable(24) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1MD2Ev(ptr noundef nonnull align 4 dereferenceable(24) %3, ptr noundef @_ZTT1M) #12
  %5 = getelementptr inbounds i8, ptr %3, i32 24
  %6 = call noundef ptr @_ZN1VD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #12
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1VC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV1V, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.V, ptr %3, i32 0, i32 1
  store i32 100, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1LC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %6, align 4
  store ptr %7, ptr %5, align 4
  %8 = getelementptr inbounds ptr, ptr %6, i64 1
  %9 = load ptr, ptr %8, align 4
  %10 = load ptr, ptr %5, align 4
  %11 = getelementptr i8, ptr %10, i64 -12
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds i8, ptr %5, i32 %12
  store ptr %9, ptr %13, align 4
  %14 = getelementptr inbounds %struct.L, ptr %5, i32 0, i32 1
  store i32 1, ptr %14, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1RC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %6, align 4
  store ptr %7, ptr %5, align 4
  %8 = getelementptr inbounds ptr, ptr %6, i64 1
  %9 = load ptr, ptr %8, align 4
  %10 = load ptr, ptr %5, align 4
  %11 = getelementptr i8, ptr %10, i64 -12
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds i8, ptr %5, i32 %12
  store ptr %9, ptr %13, align 4
  %14 = getelementptr inbounds %struct.R, ptr %5, i32 0, i32 1
  store i32 2, ptr %14, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1LD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1LD1Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1LD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef @_ZTT1L) #12
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  %6 = call noundef ptr @_ZN1VD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #12
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN1LD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1LD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #12
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 16) #14
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZTv0_n12_N1LD1Ev(ptr noundef %0) unnamed_addr #9 comdat {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %5, i64 -12
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds i8, ptr %4, i32 %7
  %9 = tail call noundef ptr @_ZN1LD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %8) #12
  ret ptr %9
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n12_N1LD0Ev(ptr noundef %0) unnamed_addr #9 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %4, i64 -12
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  tail call void @_ZN1LD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK1V3whoEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.7
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1RD1Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1RD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef @_ZTT1R) #12
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  %6 = call noundef ptr @_ZN1VD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #12
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN1RD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1RD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #12
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 16) #14
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZTv0_n12_N1RD1Ev(ptr noundef %0) unnamed_addr #9 comdat {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %5, i64 -12
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds i8, ptr %4, i32 %7
  %9 = tail call noundef ptr @_ZN1RD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %8) #12
  ret ptr %9
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n12_N1RD0Ev(ptr noundef %0) unnamed_addr #9 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %4, i64 -12
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  tail call void @_ZN1RD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN1DD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1DD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #12
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 28) #14
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNK1D3whoEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.8
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZThn8_N1DD1Ev(ptr noundef %0) unnamed_addr #9 comdat {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds i8, ptr %4, i32 -8
  %6 = tail call noundef ptr @_ZN1DD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %5) #12
  ret ptr %6
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZThn8_N1DD0Ev(ptr noundef %0) unnamed_addr #9 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  tail call void @_ZN1DD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %4) #12
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZTv0_n12_N1DD1Ev(ptr noundef %0) unnamed_addr #9 comdat {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %5, i64 -12
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds i8, ptr %4, i32 %7
  %9 = tail call noundef ptr @_ZN1DD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %8) #12
  ret ptr %9
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n12_N1DD0Ev(ptr noundef %0) unnamed_addr #9 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %4, i64 -12
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  tail call void @_ZN1DD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %7) #12
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef ptr @_ZTv0_n16_NK1D3whoEv(ptr noundef %0) unnamed_addr #10 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %4, i64 -16
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  %8 = tail call noundef ptr @_ZNK1D3whoEv(ptr noundef nonnull align 4 dereferenceable(20) %7)
  ret ptr %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1VD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN1VD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1VD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #12
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 8) #14
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) #11

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1RD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1DD2Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0, ptr noundef %1) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %6, align 4
  store ptr %7, ptr %5, align 4
  %8 = getelementptr inbounds ptr, ptr %6, i64 5
  %9 = load ptr, ptr %8, align 4
  %10 = load ptr, ptr %5, align 4
  %11 = getelementptr i8, ptr %10, i64 -12
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds i8, ptr %5, i32 %12
  store ptr %9, ptr %13, align 4
  %14 = getelementptr inbounds ptr, ptr %6, i64 6
  %15 = load ptr, ptr %14, align 4
  %16 = getelementptr inbounds i8, ptr %5, i32 8
  store ptr %15, ptr %16, align 4
  %17 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9)
          to label %18 unwind label %24

18:                                               ; preds = %2
  %19 = getelementptr inbounds i8, ptr %5, i32 8
  %20 = getelementptr inbounds ptr, ptr %6, i64 3
  %21 = call noundef ptr @_ZN1RD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %19, ptr noundef %20) #12
  %22 = getelementptr inbounds ptr, ptr %6, i64 1
  %23 = call noundef ptr @_ZN1LD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef %22) #12
  ret ptr %5

24:                                               ; preds = %2
  %25 = cleanuppad within none []
  call void @_ZSt9terminatev() #13 [ "funclet"(token %25) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5ExtraC2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1VC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3)
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV5Extra, i32 0, i32 0, i32 2), ptr %3, align 4
  %5 = getelementptr inbounds %struct.Extra, ptr %3, i32 0, i32 1
  store i32 9, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN1MD0Ev(ptr noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1MD1Ev(ptr noundef nonnull align 4 dereferenceable(24) %3) #12
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 32) #14
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZThn8_N1MD1Ev(ptr noundef %0) unnamed_addr #9 comdat {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds i8, ptr %4, i32 -8
  %6 = tail call noundef ptr @_ZN1MD1Ev(ptr noundef nonnull align 4 dereferenceable(24) %5) #12
  ret ptr %6
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZThn8_N1MD0Ev(ptr noundef %0) unnamed_addr #9 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  tail call void @_ZN1MD0Ev(ptr noundef nonnull align 4 dereferenceable(24) %4) #12
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZTv0_n12_N1MD1Ev(ptr noundef %0) unnamed_addr #9 comdat {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %5, i64 -12
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds i8, ptr %4, i32 %7
  %9 = tail call noundef ptr @_ZN1MD1Ev(ptr noundef nonnull align 4 dereferenceable(24) %8) #12
  ret ptr %9
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZTv0_n12_N1MD0Ev(ptr noundef %0) unnamed_addr #9 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %4, i64 -12
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  tail call void @_ZN1MD0Ev(ptr noundef nonnull align 4 dereferenceable(24) %7) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5ExtraD2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1VD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #12
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5ExtraD0Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ExtraD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #12
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 12) #14
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1MD2Ev(ptr noundef nonnull returned align 4 dereferenceable(24) %0, ptr noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds i8, ptr %5, i32 8
  %8 = call noundef ptr @_ZN5ExtraD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %7) #12
  %9 = getelementptr inbounds ptr, ptr %6, i64 1
  %10 = call noundef ptr @_ZN1LD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef %9) #12
  ret ptr %5
}

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { noreturn }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #10 = { noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #11 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
