; ModuleID = 'vmi_virtual_base.cpp'
source_filename = "vmi_virtual_base.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.D = type { %struct.L.base, [4 x i8], %struct.R.base, i32, %struct.V.base, [4 x i8] }
%struct.L.base = type <{ ptr, i32 }>
%struct.R.base = type <{ ptr, i32 }>
%struct.V.base = type <{ ptr, i32 }>
%struct.V = type <{ ptr, i32, [4 x i8] }>
%struct.L = type <{ ptr, i32, [4 x i8], %struct.V.base, [4 x i8] }>
%struct.R = type <{ ptr, i32, [4 x i8], %struct.V.base, [4 x i8] }>
%struct.Extra = type { %struct.V.base, i32 }
%struct.M = type { %struct.L.base, [4 x i8], %struct.Extra, i32, [4 x i8], %struct.V.base, [4 x i8] }

$_ZN1DC1Ev = comdat any

$_ZN1DD1Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN1MC1Ev = comdat any

$_ZN1MD1Ev = comdat any

$_ZN1VC2Ev = comdat any

$_ZN1LC2Ev = comdat any

$_ZN1RC2Ev = comdat any

$_ZN1LD2Ev = comdat any

$_ZN1LD1Ev = comdat any

$_ZN1LD0Ev = comdat any

$_ZTv0_n24_N1LD1Ev = comdat any

$_ZTv0_n24_N1LD0Ev = comdat any

$_ZNK1V3whoEv = comdat any

$_ZN1RD1Ev = comdat any

$_ZN1RD0Ev = comdat any

$_ZTv0_n24_N1RD1Ev = comdat any

$_ZTv0_n24_N1RD0Ev = comdat any

$_ZN1DD0Ev = comdat any

$_ZNK1D3whoEv = comdat any

$_ZThn16_N1DD1Ev = comdat any

$_ZThn16_N1DD0Ev = comdat any

$_ZTv0_n24_N1DD1Ev = comdat any

$_ZTv0_n24_N1DD0Ev = comdat any

$_ZTv0_n32_NK1D3whoEv = comdat any

$_ZN1VD2Ev = comdat any

$_ZN1VD0Ev = comdat any

$_ZN1RD2Ev = comdat any

$_ZN1DD2Ev = comdat any

$_ZN5ExtraC2Ev = comdat any

$_ZN1MD0Ev = comdat any

$_ZThn16_N1MD1Ev = comdat any

$_ZThn16_N1MD0Ev = comdat any

$_ZTv0_n24_N1MD1Ev = comdat any

$_ZTv0_n24_N1MD0Ev = comdat any

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

$_ZTC1D16_1R = comdat any

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
@_ZTS1V = linkonce_odr dso_local constant [3 x i8] c"1V\00", comdat, align 1
@_ZTI1V = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1V }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr dso_local constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1L, i32 0, i32 1, ptr @_ZTI1V, i64 -6141 }, comdat, align 8
@_ZTS1R = linkonce_odr dso_local constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1R, i32 0, i32 1, ptr @_ZTI1V, i64 -6141 }, comdat, align 8
@_ZTI1D = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1D, i32 2, i32 2, ptr @_ZTI1L, i64 2, ptr @_ZTI1R, i64 4098 }, comdat, align 8
@.str = private unnamed_addr constant [16 x i8] c"V& v=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"dynamic_cast back: l=%d r=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"R& r=%d v=%d\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSPK1V = linkonce_odr dso_local constant [5 x i8] c"PK1V\00", comdat, align 1
@_ZTIPK1V = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPK1V, i32 1, ptr @_ZTI1V }, comdat, align 8
@_ZTSP1D = linkonce_odr dso_local constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP1D, i32 0, ptr @_ZTI1D }, comdat, align 8
@.str.3 = private unnamed_addr constant [23 x i8] c"const V* v=%d same=%d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS5Extra = linkonce_odr dso_local constant [7 x i8] c"5Extra\00", comdat, align 1
@_ZTI5Extra = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS5Extra, ptr @_ZTI1V }, comdat, align 8
@_ZTS1M = linkonce_odr dso_local constant [3 x i8] c"1M\00", comdat, align 1
@_ZTI1M = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1M, i32 1, i32 2, ptr @_ZTI1L, i64 2, ptr @_ZTI5Extra, i64 4098 }, comdat, align 8
@.str.4 = private unnamed_addr constant [13 x i8] c"Extra& e=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"wrong: ambiguous V&\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [5 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i64 32 to ptr), ptr null, ptr @_ZTI1D, ptr @_ZN1DD1Ev, ptr @_ZN1DD0Ev, ptr @_ZNK1D3whoEv], [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI1D, ptr @_ZThn16_N1DD1Ev, ptr @_ZThn16_N1DD0Ev], [7 x ptr] [ptr inttoptr (i64 -32 to ptr), ptr inttoptr (i64 -32 to ptr), ptr inttoptr (i64 -32 to ptr), ptr @_ZTI1D, ptr @_ZTv0_n24_N1DD1Ev, ptr @_ZTv0_n24_N1DD0Ev, ptr @_ZTv0_n32_NK1D3whoEv] }, comdat, align 8
@_ZTT1D = linkonce_odr dso_local unnamed_addr constant [7 x ptr] [ptr getelementptr inbounds inrange(-24, 24) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1D, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC1D0_1L, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-32, 24) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC1D0_1L, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC1D16_1R, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-32, 24) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC1D16_1R, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-32, 24) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1D, i32 0, i32 2, i32 4), ptr getelementptr inbounds inrange(-24, 16) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1D, i32 0, i32 1, i32 3)], comdat, align 8
@_ZTC1D0_1L = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i64 32 to ptr), ptr null, ptr @_ZTI1L, ptr @_ZN1LD1Ev, ptr @_ZN1LD0Ev], [7 x ptr] [ptr null, ptr inttoptr (i64 -32 to ptr), ptr inttoptr (i64 -32 to ptr), ptr @_ZTI1L, ptr @_ZTv0_n24_N1LD1Ev, ptr @_ZTv0_n24_N1LD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 8
@_ZTC1D16_1R = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null, ptr @_ZTI1R, ptr @_ZN1RD1Ev, ptr @_ZN1RD0Ev], [7 x ptr] [ptr null, ptr inttoptr (i64 -16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI1R, ptr @_ZTv0_n24_N1RD1Ev, ptr @_ZTv0_n24_N1RD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 8
@_ZTV1V = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI1V, ptr @_ZN1VD2Ev, ptr @_ZN1VD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 8
@_ZTV1L = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null, ptr @_ZTI1L, ptr @_ZN1LD1Ev, ptr @_ZN1LD0Ev], [7 x ptr] [ptr null, ptr inttoptr (i64 -16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI1L, ptr @_ZTv0_n24_N1LD1Ev, ptr @_ZTv0_n24_N1LD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 8
@_ZTT1L = linkonce_odr dso_local unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV1L, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-32, 24) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV1L, i32 0, i32 1, i32 4)], comdat, align 8
@.str.7 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@_ZTV1R = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null, ptr @_ZTI1R, ptr @_ZN1RD1Ev, ptr @_ZN1RD0Ev], [7 x ptr] [ptr null, ptr inttoptr (i64 -16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI1R, ptr @_ZTv0_n24_N1RD1Ev, ptr @_ZTv0_n24_N1RD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 8
@_ZTT1R = linkonce_odr dso_local unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV1R, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-32, 24) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV1R, i32 0, i32 1, i32 4)], comdat, align 8
@.str.8 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"~D\0A\00", align 1
@_ZTV1M = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i64 40 to ptr), ptr null, ptr @_ZTI1M, ptr @_ZN1MD1Ev, ptr @_ZN1MD0Ev], [5 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI1M, ptr @_ZThn16_N1MD1Ev, ptr @_ZThn16_N1MD0Ev, ptr @_ZNK1V3whoEv], [7 x ptr] [ptr null, ptr inttoptr (i64 -40 to ptr), ptr inttoptr (i64 -40 to ptr), ptr @_ZTI1M, ptr @_ZTv0_n24_N1MD1Ev, ptr @_ZTv0_n24_N1MD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 8
@_ZTT1M = linkonce_odr dso_local unnamed_addr constant [4 x ptr] [ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1M, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC1M0_1L, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-32, 24) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC1M0_1L, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-32, 24) ({ [5 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1M, i32 0, i32 2, i32 4)], comdat, align 8
@_ZTC1M0_1L = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i64 40 to ptr), ptr null, ptr @_ZTI1L, ptr @_ZN1LD1Ev, ptr @_ZN1LD0Ev], [7 x ptr] [ptr null, ptr inttoptr (i64 -40 to ptr), ptr inttoptr (i64 -40 to ptr), ptr @_ZTI1L, ptr @_ZTv0_n24_N1LD1Ev, ptr @_ZTv0_n24_N1LD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 8
@_ZTV5Extra = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Extra, ptr @_ZN5ExtraD2Ev, ptr @_ZN5ExtraD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.D, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %11 = call ptr @__cxa_allocate_exception(i64 48) #11
  invoke void @_ZN1DC1Ev(ptr noundef nonnull align 8 dereferenceable(32) %11)
          to label %12 unwind label %13

12:                                               ; preds = %0
  invoke void @__cxa_throw(ptr %11, ptr @_ZTI1D, ptr @_ZN1DD1Ev) #12
          to label %191 unwind label %17

13:                                               ; preds = %0
  %14 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1V
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %2, align 8
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %3, align 4
  call void @__cxa_free_exception(ptr %11) #11
  br label %21

17:                                               ; preds = %12
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTI1V
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %2, align 8
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %3, align 4
  br label %21

21:                                               ; preds = %17, %13
  %22 = load i32, ptr %3, align 4
  %23 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1V) #11
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %183

25:                                               ; preds = %21
  %26 = load ptr, ptr %2, align 8
  %27 = call ptr @__cxa_begin_catch(ptr %26) #11
  store ptr %27, ptr %4, align 8
  %28 = load ptr, ptr %4, align 8
  %29 = getelementptr inbounds %struct.V, ptr %28, i32 0, i32 1
  %30 = load i32, ptr %29, align 8
  %31 = load ptr, ptr %4, align 8
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr inbounds ptr, ptr %32, i64 2
  %34 = load ptr, ptr %33, align 8
  %35 = invoke noundef ptr %34(ptr noundef nonnull align 8 dereferenceable(12) %31)
          to label %36 unwind label %43

36:                                               ; preds = %25
  %37 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %30, ptr noundef %35)
          to label %38 unwind label %43

38:                                               ; preds = %36
  %39 = load ptr, ptr %4, align 8
  %40 = icmp eq ptr %39, null
  br i1 %40, label %47, label %41

41:                                               ; preds = %38
  %42 = call ptr @__dynamic_cast(ptr %39, ptr @_ZTI1V, ptr @_ZTI1D, i64 -1) #11
  br label %48

43:                                               ; preds = %48, %36, %25
  %44 = landingpad { ptr, i32 }
          cleanup
  %45 = extractvalue { ptr, i32 } %44, 0
  store ptr %45, ptr %2, align 8
  %46 = extractvalue { ptr, i32 } %44, 1
  store i32 %46, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %65 unwind label %188

47:                                               ; preds = %38
  br label %48

48:                                               ; preds = %47, %41
  %49 = phi ptr [ %42, %41 ], [ null, %47 ]
  store ptr %49, ptr %5, align 8
  %50 = load ptr, ptr %5, align 8
  %51 = getelementptr inbounds %struct.L, ptr %50, i32 0, i32 1
  %52 = load i32, ptr %51, align 8
  %53 = load ptr, ptr %5, align 8
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = getelementptr inbounds %struct.R, ptr %54, i32 0, i32 1
  %56 = load i32, ptr %55, align 8
  %57 = load ptr, ptr %5, align 8
  %58 = getelementptr inbounds %struct.D, ptr %57, i32 0, i32 3
  %59 = load i32, ptr %58, align 4
  %60 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %52, i32 noundef %56, i32 noundef %59)
          to label %61 unwind label %43

61:                                               ; preds = %48
  call void @__cxa_end_catch()
  br label %62

62:                                               ; preds = %61
  %63 = call ptr @__cxa_allocate_exception(i64 48) #11
  invoke void @_ZN1DC1Ev(ptr noundef nonnull align 8 dereferenceable(32) %63)
          to label %64 unwind label %66

64:                                               ; preds = %62
  invoke void @__cxa_throw(ptr %63, ptr @_ZTI1D, ptr @_ZN1DD1Ev) #12
          to label %191 unwind label %70

65:                                               ; preds = %43
  br label %183

66:                                               ; preds = %62
  %67 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1R
  %68 = extractvalue { ptr, i32 } %67, 0
  store ptr %68, ptr %2, align 8
  %69 = extractvalue { ptr, i32 } %67, 1
  store i32 %69, ptr %3, align 4
  call void @__cxa_free_exception(ptr %63) #11
  br label %74

70:                                               ; preds = %64
  %71 = landingpad { ptr, i32 }
          catch ptr @_ZTI1R
  %72 = extractvalue { ptr, i32 } %71, 0
  store ptr %72, ptr %2, align 8
  %73 = extractvalue { ptr, i32 } %71, 1
  store i32 %73, ptr %3, align 4
  br label %74

74:                                               ; preds = %70, %66
  %75 = load i32, ptr %3, align 4
  %76 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1R) #11
  %77 = icmp eq i32 %75, %76
  br i1 %77, label %78, label %183

78:                                               ; preds = %74
  %79 = load ptr, ptr %2, align 8
  %80 = call ptr @__cxa_begin_catch(ptr %79) #11
  store ptr %80, ptr %6, align 8
  %81 = load ptr, ptr %6, align 8
  %82 = getelementptr inbounds %struct.R, ptr %81, i32 0, i32 1
  %83 = load i32, ptr %82, align 8
  %84 = load ptr, ptr %6, align 8
  %85 = load ptr, ptr %84, align 8
  %86 = getelementptr i8, ptr %85, i64 -24
  %87 = load i64, ptr %86, align 8
  %88 = getelementptr inbounds i8, ptr %84, i64 %87
  %89 = getelementptr inbounds %struct.V, ptr %88, i32 0, i32 1
  %90 = load i32, ptr %89, align 8
  %91 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %83, i32 noundef %90)
          to label %92 unwind label %95

92:                                               ; preds = %78
  call void @__cxa_end_catch()
  br label %93

93:                                               ; preds = %92
  call void @_ZN1DC1Ev(ptr noundef nonnull align 8 dereferenceable(32) %7)
  %94 = call ptr @__cxa_allocate_exception(i64 8) #11
  store ptr %7, ptr %94, align 16
  invoke void @__cxa_throw(ptr %94, ptr @_ZTIP1D, ptr null) #12
          to label %191 unwind label %100

95:                                               ; preds = %78
  %96 = landingpad { ptr, i32 }
          cleanup
  %97 = extractvalue { ptr, i32 } %96, 0
  store ptr %97, ptr %2, align 8
  %98 = extractvalue { ptr, i32 } %96, 1
  store i32 %98, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %99 unwind label %188

99:                                               ; preds = %95
  br label %183

100:                                              ; preds = %93
  %101 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPK1V
  %102 = extractvalue { ptr, i32 } %101, 0
  store ptr %102, ptr %2, align 8
  %103 = extractvalue { ptr, i32 } %101, 1
  store i32 %103, ptr %3, align 4
  br label %104

104:                                              ; preds = %100
  %105 = load i32, ptr %3, align 4
  %106 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPK1V) #11
  %107 = icmp eq i32 %105, %106
  br i1 %107, label %108, label %182

108:                                              ; preds = %104
  %109 = load ptr, ptr %2, align 8
  %110 = call ptr @__cxa_begin_catch(ptr %109) #11
  store ptr %110, ptr %8, align 8
  %111 = load ptr, ptr %8, align 8
  %112 = getelementptr inbounds %struct.V, ptr %111, i32 0, i32 1
  %113 = load i32, ptr %112, align 8
  %114 = load ptr, ptr %8, align 8
  %115 = icmp eq ptr %7, null
  br i1 %115, label %121, label %116

116:                                              ; preds = %108
  %117 = load ptr, ptr %7, align 8
  %118 = getelementptr i8, ptr %117, i64 -24
  %119 = load i64, ptr %118, align 8
  %120 = getelementptr inbounds i8, ptr %7, i64 %119
  br label %121

121:                                              ; preds = %116, %108
  %122 = phi ptr [ %120, %116 ], [ null, %108 ]
  %123 = icmp eq ptr %114, %122
  %124 = zext i1 %123 to i32
  %125 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %113, i32 noundef %124)
          to label %126 unwind label %130

126:                                              ; preds = %121
  call void @__cxa_end_catch() #11
  br label %127

127:                                              ; preds = %126
  %128 = call ptr @__cxa_allocate_exception(i64 56) #11
  call void @llvm.memset.p0.i64(ptr align 16 %128, i8 0, i64 56, i1 false)
  invoke void @_ZN1MC1Ev(ptr noundef nonnull align 8 dereferenceable(36) %128)
          to label %129 unwind label %134

129:                                              ; preds = %127
  invoke void @__cxa_throw(ptr %128, ptr @_ZTI1M, ptr @_ZN1MD1Ev) #12
          to label %191 unwind label %138

130:                                              ; preds = %121
  %131 = landingpad { ptr, i32 }
          cleanup
  %132 = extractvalue { ptr, i32 } %131, 0
  store ptr %132, ptr %2, align 8
  %133 = extractvalue { ptr, i32 } %131, 1
  store i32 %133, ptr %3, align 4
  call void @__cxa_end_catch() #11
  br label %182

134:                                              ; preds = %127
  %135 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1V
          catch ptr @_ZTI5Extra
  %136 = extractvalue { ptr, i32 } %135, 0
  store ptr %136, ptr %2, align 8
  %137 = extractvalue { ptr, i32 } %135, 1
  store i32 %137, ptr %3, align 4
  call void @__cxa_free_exception(ptr %128) #11
  br label %142

138:                                              ; preds = %129
  %139 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1V
          catch ptr @_ZTI5Extra
  %140 = extractvalue { ptr, i32 } %139, 0
  store ptr %140, ptr %2, align 8
  %141 = extractvalue { ptr, i32 } %139, 1
  store i32 %141, ptr %3, align 4
  br label %142

142:                                              ; preds = %138, %134
  %143 = load i32, ptr %3, align 4
  %144 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1V) #11
  %145 = icmp eq i32 %143, %144
  br i1 %145, label %146, label %156

146:                                              ; preds = %142
  %147 = load ptr, ptr %2, align 8
  %148 = call ptr @__cxa_begin_catch(ptr %147) #11
  store ptr %148, ptr %10, align 8
  %149 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %150 unwind label %177

150:                                              ; preds = %146
  invoke void @__cxa_end_catch()
          to label %151 unwind label %172

151:                                              ; preds = %150
  br label %152

152:                                              ; preds = %151, %167
  %153 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %154 unwind label %172

154:                                              ; preds = %152
  store i32 0, ptr %1, align 4
  call void @_ZN1DD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #11
  %155 = load i32, ptr %1, align 4
  ret i32 %155

156:                                              ; preds = %142
  %157 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Extra) #11
  %158 = icmp eq i32 %143, %157
  br i1 %158, label %159, label %182

159:                                              ; preds = %156
  %160 = load ptr, ptr %2, align 8
  %161 = call ptr @__cxa_begin_catch(ptr %160) #11
  store ptr %161, ptr %9, align 8
  %162 = load ptr, ptr %9, align 8
  %163 = getelementptr inbounds %struct.Extra, ptr %162, i32 0, i32 1
  %164 = load i32, ptr %163, align 4
  %165 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %164)
          to label %166 unwind label %168

166:                                              ; preds = %159
  invoke void @__cxa_end_catch()
          to label %167 unwind label %172

167:                                              ; preds = %166
  br label %152

168:                                              ; preds = %159
  %169 = landingpad { ptr, i32 }
          cleanup
  %170 = extractvalue { ptr, i32 } %169, 0
  store ptr %170, ptr %2, align 8
  %171 = extractvalue { ptr, i32 } %169, 1
  store i32 %171, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %176 unwind label %188

172:                                              ; preds = %152, %150, %166
  %173 = landingpad { ptr, i32 }
          cleanup
  %174 = extractvalue { ptr, i32 } %173, 0
  store ptr %174, ptr %2, align 8
  %175 = extractvalue { ptr, i32 } %173, 1
  store i32 %175, ptr %3, align 4
  br label %182

176:                                              ; preds = %168
  br label %182

177:                                              ; preds = %146
  %178 = landingpad { ptr, i32 }
          cleanup
  %179 = extractvalue { ptr, i32 } %178, 0
  store ptr %179, ptr %2, align 8
  %180 = extractvalue { ptr, i32 } %178, 1
  store i32 %180, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %181 unwind label %188

181:                                              ; preds = %177
  br label %182

182:                                              ; preds = %181, %176, %172, %156, %130, %104
  call void @_ZN1DD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #11
  br label %183

183:                                              ; preds = %182, %99, %74, %65, %21
  %184 = load ptr, ptr %2, align 8
  %185 = load i32, ptr %3, align 4
  %186 = insertvalue { ptr, i32 } poison, ptr %184, 0
  %187 = insertvalue { ptr, i32 } %186, i32 %185, 1
  resume { ptr, i32 } %187

188:                                              ; preds = %177, %168, %95, %43
  %189 = landingpad { ptr, i32 }
          catch ptr null
  %190 = extractvalue { ptr, i32 } %189, 0
  call void @__clang_call_terminate(ptr %190) #13
  unreachable

191:                                              ; preds = %129, %93, %64, %12
  unreachable
}

declare dso_local ptr @__cxa_allocate_exception(i64)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN1DC1Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 32
  call void @_ZN1VC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %6)
  invoke void @_ZN1LC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT1D, i64 0, i64 1))
          to label %7 unwind label %18

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  invoke void @_ZN1RC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %8, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT1D, i64 0, i64 3))
          to label %9 unwind label %22

9:                                                ; preds = %7
  store ptr getelementptr inbounds inrange(-24, 24) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1D, i32 0, i32 0, i32 3), ptr %5, align 8
  %10 = getelementptr inbounds i8, ptr %5, i64 32
  store ptr getelementptr inbounds inrange(-32, 24) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1D, i32 0, i32 2, i32 4), ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr getelementptr inbounds inrange(-24, 16) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1D, i32 0, i32 1, i32 3), ptr %11, align 8
  %12 = getelementptr inbounds %struct.D, ptr %5, i32 0, i32 3
  store i32 3, ptr %12, align 4
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr i8, ptr %13, i64 -24
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds i8, ptr %5, i64 %15
  %17 = getelementptr inbounds %struct.V, ptr %16, i32 0, i32 1
  store i32 300, ptr %17, align 8
  ret void

18:                                               ; preds = %1
  %19 = landingpad { ptr, i32 }
          cleanup
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %3, align 8
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %4, align 4
  br label %26

22:                                               ; preds = %7
  %23 = landingpad { ptr, i32 }
          cleanup
  %24 = extractvalue { ptr, i32 } %23, 0
  store ptr %24, ptr %3, align 8
  %25 = extractvalue { ptr, i32 } %23, 1
  store i32 %25, ptr %4, align 4
  call void @_ZN1LD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT1D, i64 0, i64 1)) #11
  br label %26

26:                                               ; preds = %22, %18
  %27 = getelementptr inbounds i8, ptr %5, i64 32
  call void @_ZN1VD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %27) #11
  br label %28

28:                                               ; preds = %26
  %29 = load ptr, ptr %3, align 8
  %30 = load i32, ptr %4, align 4
  %31 = insertvalue { ptr, i32 } poison, ptr %29, 0
  %32 = insertvalue { ptr, i32 } %31, i32 %30, 1
  resume { ptr, i32 } %32
}

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1DD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef @_ZTT1D) #11
  %4 = getelementptr inbounds i8, ptr %3, i64 32
  call void @_ZN1VD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #11
  ret void
}

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local i32 @printf(ptr noundef, ...) #4

; Function Attrs: nounwind willreturn memory(read)
declare dso_local ptr @__dynamic_cast(ptr, ptr, ptr, i64) #5

declare dso_local void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #6 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #11
  call void @_ZSt9terminatev() #13
  unreachable
}

declare dso_local void @_ZSt9terminatev()

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN1MC1Ev(ptr noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 40
  call void @_ZN1VC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %6)
  call void @_ZN1LC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT1M, i64 0, i64 1))
  %7 = getelementptr inbounds i8, ptr %5, i64 16
  invoke void @_ZN5ExtraC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %8 unwind label %12

8:                                                ; preds = %1
  store ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1M, i32 0, i32 0, i32 3), ptr %5, align 8
  %9 = getelementptr inbounds i8, ptr %5, i64 40
  store ptr getelementptr inbounds inrange(-32, 24) ({ [5 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1M, i32 0, i32 2, i32 4), ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1M, i32 0, i32 1, i32 2), ptr %10, align 8
  %11 = getelementptr inbounds %struct.M, ptr %5, i32 0, i32 3
  store i32 5, ptr %11, align 8
  ret void

12:                                               ; preds = %1
  %13 = landingpad { ptr, i32 }
          cleanup
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %3, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %4, align 4
  call void @_ZN1LD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT1M, i64 0, i64 1)) #11
  %16 = getelementptr inbounds i8, ptr %5, i64 40
  call void @_ZN1VD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %16) #11
  br label %17

17:                                               ; preds = %12
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %4, align 4
  %20 = insertvalue { ptr, i32 } poison, ptr %18, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1MD1Ev(ptr noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1MD2Ev(ptr noundef nonnull align 8 dereferenceable(36) %3, ptr noundef @_ZTT1M) #11
  %4 = getelementptr inbounds i8, ptr %3, i64 40
  call void @_ZN1VD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1VC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV1V, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds %struct.V, ptr %3, i32 0, i32 1
  store i32 100, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1LC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load ptr, ptr %6, align 8
  store ptr %7, ptr %5, align 8
  %8 = getelementptr inbounds ptr, ptr %6, i64 1
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr i8, ptr %10, i64 -24
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %5, i64 %12
  store ptr %9, ptr %13, align 8
  %14 = getelementptr inbounds %struct.L, ptr %5, i32 0, i32 1
  store i32 1, ptr %14, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1RC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load ptr, ptr %6, align 8
  store ptr %7, ptr %5, align 8
  %8 = getelementptr inbounds ptr, ptr %6, i64 1
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr i8, ptr %10, i64 -24
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %5, i64 %12
  store ptr %9, ptr %13, align 8
  %14 = getelementptr inbounds %struct.R, ptr %5, i32 0, i32 1
  store i32 2, ptr %14, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1LD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1LD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1LD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef @_ZTT1L) #11
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  call void @_ZN1VD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1LD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1LD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  call void @_ZdlPv(ptr noundef %3) #14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1LD1Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 -24
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 %6
  tail call void @_ZN1LD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1LD0Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 -24
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 %6
  tail call void @_ZN1LD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK1V3whoEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1RD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1RD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef @_ZTT1R) #11
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  call void @_ZN1VD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1RD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1RD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  call void @_ZdlPv(ptr noundef %3) #14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1RD1Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 -24
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 %6
  tail call void @_ZN1RD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1RD0Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 -24
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 %6
  tail call void @_ZN1RD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1DD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #11
  call void @_ZdlPv(ptr noundef %3) #14
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK1D3whoEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.8
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD1Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN1DD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD0Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN1DD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1DD1Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 -24
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 %6
  tail call void @_ZN1DD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1DD0Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 -24
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 %6
  tail call void @_ZN1DD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #11
  ret void
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZTv0_n32_NK1D3whoEv(ptr noundef %0) unnamed_addr #9 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 -32
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 %6
  %8 = tail call noundef ptr @_ZNK1D3whoEv(ptr noundef nonnull align 8 dereferenceable(32) %7)
  ret ptr %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1VD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1VD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1VD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  call void @_ZdlPv(ptr noundef %3) #14
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) #10

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1RD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load ptr, ptr %6, align 8
  store ptr %7, ptr %5, align 8
  %8 = getelementptr inbounds ptr, ptr %6, i64 5
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr i8, ptr %10, i64 -24
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %5, i64 %12
  store ptr %9, ptr %13, align 8
  %14 = getelementptr inbounds ptr, ptr %6, i64 6
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %15, ptr %16, align 8
  %17 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9)
          to label %18 unwind label %22

18:                                               ; preds = %2
  %19 = getelementptr inbounds i8, ptr %5, i64 16
  %20 = getelementptr inbounds ptr, ptr %6, i64 3
  call void @_ZN1RD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %19, ptr noundef %20) #11
  %21 = getelementptr inbounds ptr, ptr %6, i64 1
  call void @_ZN1LD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef %21) #11
  ret void

22:                                               ; preds = %2
  %23 = landingpad { ptr, i32 }
          catch ptr null
  %24 = extractvalue { ptr, i32 } %23, 0
  call void @__clang_call_terminate(ptr %24) #13
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ExtraC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1VC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3)
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV5Extra, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds %struct.Extra, ptr %3, i32 0, i32 1
  store i32 9, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1MD0Ev(ptr noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1MD1Ev(ptr noundef nonnull align 8 dereferenceable(36) %3) #11
  call void @_ZdlPv(ptr noundef %3) #14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1MD1Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN1MD1Ev(ptr noundef nonnull align 8 dereferenceable(36) %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1MD0Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN1MD0Ev(ptr noundef nonnull align 8 dereferenceable(36) %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1MD1Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 -24
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 %6
  tail call void @_ZN1MD1Ev(ptr noundef nonnull align 8 dereferenceable(36) %7) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1MD0Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 -24
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 %6
  tail call void @_ZN1MD0Ev(ptr noundef nonnull align 8 dereferenceable(36) %7) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ExtraD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1VD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ExtraD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5ExtraD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #11
  call void @_ZdlPv(ptr noundef %3) #14
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1MD2Ev(ptr noundef nonnull align 8 dereferenceable(36) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds i8, ptr %5, i64 16
  call void @_ZN5ExtraD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #11
  %8 = getelementptr inbounds ptr, ptr %6, i64 1
  call void @_ZN1LD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef %8) #11
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) }
attributes #6 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { noreturn nounwind }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
