; ModuleID = 'vmi_virtual_base.cpp'
source_filename = "vmi_virtual_base.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.D = type { %struct.L.base, %struct.R.base, i32, %struct.V }
%struct.L.base = type { ptr, i32 }
%struct.R.base = type { ptr, i32 }
%struct.V = type { ptr, i32 }
%struct.L = type { ptr, i32, %struct.V }
%struct.R = type { ptr, i32, %struct.V }
%struct.Extra = type { %struct.V, i32 }
%struct.M = type { %struct.L.base, %struct.Extra, i32, %struct.V }

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
@_ZTS1V = linkonce_odr dso_local constant [3 x i8] c"1V\00", comdat, align 1
@_ZTI1V = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1V }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr dso_local constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1L, i32 0, i32 1, ptr @_ZTI1V, i32 -3069 }, comdat, align 4
@_ZTS1R = linkonce_odr dso_local constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1R, i32 0, i32 1, ptr @_ZTI1V, i32 -3069 }, comdat, align 4
@_ZTI1D = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1D, i32 2, i32 2, ptr @_ZTI1L, i32 2, ptr @_ZTI1R, i32 2050 }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"V& v=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"dynamic_cast back: l=%d r=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"R& r=%d v=%d\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSPK1V = linkonce_odr dso_local constant [5 x i8] c"PK1V\00", comdat, align 1
@_ZTIPK1V = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSPK1V, i32 1, ptr @_ZTI1V }, comdat, align 4
@_ZTSP1D = linkonce_odr dso_local constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1D, i32 0, ptr @_ZTI1D }, comdat, align 4
@.str.3 = private unnamed_addr constant [23 x i8] c"const V* v=%d same=%d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS5Extra = linkonce_odr dso_local constant [7 x i8] c"5Extra\00", comdat, align 1
@_ZTI5Extra = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS5Extra, ptr @_ZTI1V }, comdat, align 4
@_ZTS1M = linkonce_odr dso_local constant [3 x i8] c"1M\00", comdat, align 1
@_ZTI1M = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1M, i32 1, i32 2, ptr @_ZTI1L, i32 2, ptr @_ZTI5Extra, i32 2050 }, comdat, align 4
@.str.4 = private unnamed_addr constant [13 x i8] c"Extra& e=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"wrong: ambiguous V&\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [5 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI1D, ptr @_ZN1DD1Ev, ptr @_ZN1DD0Ev, ptr @_ZNK1D3whoEv], [5 x ptr] [ptr inttoptr (i32 12 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1D, ptr @_ZThn8_N1DD1Ev, ptr @_ZThn8_N1DD0Ev], [7 x ptr] [ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr @_ZTI1D, ptr @_ZTv0_n12_N1DD1Ev, ptr @_ZTv0_n12_N1DD0Ev, ptr @_ZTv0_n16_NK1D3whoEv] }, comdat, align 4
@_ZTT1D = linkonce_odr dso_local unnamed_addr constant [7 x ptr] [ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1D, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC1D0_1L, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC1D0_1L, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC1D8_1R, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC1D8_1R, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1D, i32 0, i32 2, i32 4), ptr getelementptr inbounds inrange(-12, 8) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1D, i32 0, i32 1, i32 3)], comdat, align 4
@_ZTC1D0_1L = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI1L, ptr @_ZN1LD1Ev, ptr @_ZN1LD0Ev], [7 x ptr] [ptr null, ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr @_ZTI1L, ptr @_ZTv0_n12_N1LD1Ev, ptr @_ZTv0_n12_N1LD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 4
@_ZTC1D8_1R = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 12 to ptr), ptr null, ptr @_ZTI1R, ptr @_ZN1RD1Ev, ptr @_ZN1RD0Ev], [7 x ptr] [ptr null, ptr inttoptr (i32 -12 to ptr), ptr inttoptr (i32 -12 to ptr), ptr @_ZTI1R, ptr @_ZTv0_n12_N1RD1Ev, ptr @_ZTv0_n12_N1RD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 4
@_ZTV1V = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI1V, ptr @_ZN1VD2Ev, ptr @_ZN1VD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 4
@_ZTV1L = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 8 to ptr), ptr null, ptr @_ZTI1L, ptr @_ZN1LD1Ev, ptr @_ZN1LD0Ev], [7 x ptr] [ptr null, ptr inttoptr (i32 -8 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1L, ptr @_ZTv0_n12_N1LD1Ev, ptr @_ZTv0_n12_N1LD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 4
@_ZTT1L = linkonce_odr dso_local unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV1L, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV1L, i32 0, i32 1, i32 4)], comdat, align 4
@.str.7 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@_ZTV1R = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 8 to ptr), ptr null, ptr @_ZTI1R, ptr @_ZN1RD1Ev, ptr @_ZN1RD0Ev], [7 x ptr] [ptr null, ptr inttoptr (i32 -8 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1R, ptr @_ZTv0_n12_N1RD1Ev, ptr @_ZTv0_n12_N1RD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 4
@_ZTT1R = linkonce_odr dso_local unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV1R, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTV1R, i32 0, i32 1, i32 4)], comdat, align 4
@.str.8 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"~D\0A\00", align 1
@_ZTV1M = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 24 to ptr), ptr null, ptr @_ZTI1M, ptr @_ZN1MD1Ev, ptr @_ZN1MD0Ev], [5 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1M, ptr @_ZThn8_N1MD1Ev, ptr @_ZThn8_N1MD0Ev, ptr @_ZNK1V3whoEv], [7 x ptr] [ptr null, ptr inttoptr (i32 -24 to ptr), ptr inttoptr (i32 -24 to ptr), ptr @_ZTI1M, ptr @_ZTv0_n12_N1MD1Ev, ptr @_ZTv0_n12_N1MD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 4
@_ZTT1M = linkonce_odr dso_local unnamed_addr constant [4 x ptr] [ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1M, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC1M0_1L, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [7 x ptr] }, ptr @_ZTC1M0_1L, i32 0, i32 1, i32 4), ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1M, i32 0, i32 2, i32 4)], comdat, align 4
@_ZTC1M0_1L = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 24 to ptr), ptr null, ptr @_ZTI1L, ptr @_ZN1LD1Ev, ptr @_ZN1LD0Ev], [7 x ptr] [ptr null, ptr inttoptr (i32 -24 to ptr), ptr inttoptr (i32 -24 to ptr), ptr @_ZTI1L, ptr @_ZTv0_n12_N1LD1Ev, ptr @_ZTv0_n12_N1LD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 4
@_ZTV5Extra = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Extra, ptr @_ZN5ExtraD2Ev, ptr @_ZN5ExtraD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 4

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca %struct.D, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %11 = call ptr @__cxa_allocate_exception(i32 28) #11
  %12 = invoke noundef ptr @_ZN1DC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %11)
          to label %13 unwind label %14

13:                                               ; preds = %0
  invoke void @__cxa_throw(ptr %11, ptr @_ZTI1D, ptr @_ZN1DD1Ev) #12
          to label %197 unwind label %18

14:                                               ; preds = %0
  %15 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1V
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %2, align 4
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %3, align 4
  call void @__cxa_free_exception(ptr %11) #11
  br label %22

18:                                               ; preds = %13
  %19 = landingpad { ptr, i32 }
          catch ptr @_ZTI1V
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %2, align 4
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %3, align 4
  br label %22

22:                                               ; preds = %18, %14
  %23 = load i32, ptr %3, align 4
  %24 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1V) #11
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %189

26:                                               ; preds = %22
  %27 = load ptr, ptr %2, align 4
  %28 = call ptr @__cxa_begin_catch(ptr %27) #11
  store ptr %28, ptr %4, align 4
  %29 = load ptr, ptr %4, align 4
  %30 = getelementptr inbounds %struct.V, ptr %29, i32 0, i32 1
  %31 = load i32, ptr %30, align 4
  %32 = load ptr, ptr %4, align 4
  %33 = load ptr, ptr %32, align 4
  %34 = getelementptr inbounds ptr, ptr %33, i64 2
  %35 = load ptr, ptr %34, align 4
  %36 = invoke noundef ptr %35(ptr noundef nonnull align 4 dereferenceable(8) %32)
          to label %37 unwind label %44

37:                                               ; preds = %26
  %38 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %31, ptr noundef %36)
          to label %39 unwind label %44

39:                                               ; preds = %37
  %40 = load ptr, ptr %4, align 4
  %41 = icmp eq ptr %40, null
  br i1 %41, label %48, label %42

42:                                               ; preds = %39
  %43 = call ptr @__dynamic_cast(ptr %40, ptr @_ZTI1V, ptr @_ZTI1D, i32 -1) #11
  br label %49

44:                                               ; preds = %49, %37, %26
  %45 = landingpad { ptr, i32 }
          cleanup
  %46 = extractvalue { ptr, i32 } %45, 0
  store ptr %46, ptr %2, align 4
  %47 = extractvalue { ptr, i32 } %45, 1
  store i32 %47, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %67 unwind label %194

48:                                               ; preds = %39
  br label %49

49:                                               ; preds = %48, %42
  %50 = phi ptr [ %43, %42 ], [ null, %48 ]
  store ptr %50, ptr %5, align 4
  %51 = load ptr, ptr %5, align 4
  %52 = getelementptr inbounds %struct.L, ptr %51, i32 0, i32 1
  %53 = load i32, ptr %52, align 4
  %54 = load ptr, ptr %5, align 4
  %55 = getelementptr inbounds i8, ptr %54, i32 8
  %56 = getelementptr inbounds %struct.R, ptr %55, i32 0, i32 1
  %57 = load i32, ptr %56, align 4
  %58 = load ptr, ptr %5, align 4
  %59 = getelementptr inbounds %struct.D, ptr %58, i32 0, i32 2
  %60 = load i32, ptr %59, align 4
  %61 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %53, i32 noundef %57, i32 noundef %60)
          to label %62 unwind label %44

62:                                               ; preds = %49
  call void @__cxa_end_catch()
  br label %63

63:                                               ; preds = %62
  %64 = call ptr @__cxa_allocate_exception(i32 28) #11
  %65 = invoke noundef ptr @_ZN1DC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %64)
          to label %66 unwind label %68

66:                                               ; preds = %63
  invoke void @__cxa_throw(ptr %64, ptr @_ZTI1D, ptr @_ZN1DD1Ev) #12
          to label %197 unwind label %72

67:                                               ; preds = %44
  br label %189

68:                                               ; preds = %63
  %69 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1R
  %70 = extractvalue { ptr, i32 } %69, 0
  store ptr %70, ptr %2, align 4
  %71 = extractvalue { ptr, i32 } %69, 1
  store i32 %71, ptr %3, align 4
  call void @__cxa_free_exception(ptr %64) #11
  br label %76

72:                                               ; preds = %66
  %73 = landingpad { ptr, i32 }
          catch ptr @_ZTI1R
  %74 = extractvalue { ptr, i32 } %73, 0
  store ptr %74, ptr %2, align 4
  %75 = extractvalue { ptr, i32 } %73, 1
  store i32 %75, ptr %3, align 4
  br label %76

76:                                               ; preds = %72, %68
  %77 = load i32, ptr %3, align 4
  %78 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1R) #11
  %79 = icmp eq i32 %77, %78
  br i1 %79, label %80, label %189

80:                                               ; preds = %76
  %81 = load ptr, ptr %2, align 4
  %82 = call ptr @__cxa_begin_catch(ptr %81) #11
  store ptr %82, ptr %6, align 4
  %83 = load ptr, ptr %6, align 4
  %84 = getelementptr inbounds %struct.R, ptr %83, i32 0, i32 1
  %85 = load i32, ptr %84, align 4
  %86 = load ptr, ptr %6, align 4
  %87 = load ptr, ptr %86, align 4
  %88 = getelementptr i8, ptr %87, i64 -12
  %89 = load i32, ptr %88, align 4
  %90 = getelementptr inbounds i8, ptr %86, i32 %89
  %91 = getelementptr inbounds %struct.V, ptr %90, i32 0, i32 1
  %92 = load i32, ptr %91, align 4
  %93 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %85, i32 noundef %92)
          to label %94 unwind label %98

94:                                               ; preds = %80
  call void @__cxa_end_catch()
  br label %95

95:                                               ; preds = %94
  %96 = call noundef ptr @_ZN1DC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %7)
  %97 = call ptr @__cxa_allocate_exception(i32 4) #11
  store ptr %7, ptr %97, align 8
  invoke void @__cxa_throw(ptr %97, ptr @_ZTIP1D, ptr null) #12
          to label %197 unwind label %103

98:                                               ; preds = %80
  %99 = landingpad { ptr, i32 }
          cleanup
  %100 = extractvalue { ptr, i32 } %99, 0
  store ptr %100, ptr %2, align 4
  %101 = extractvalue { ptr, i32 } %99, 1
  store i32 %101, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %102 unwind label %194

102:                                              ; preds = %98
  br label %189

103:                                              ; preds = %95
  %104 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPK1V
  %105 = extractvalue { ptr, i32 } %104, 0
  store ptr %105, ptr %2, align 4
  %106 = extractvalue { ptr, i32 } %104, 1
  store i32 %106, ptr %3, align 4
  br label %107

107:                                              ; preds = %103
  %108 = load i32, ptr %3, align 4
  %109 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPK1V) #11
  %110 = icmp eq i32 %108, %109
  br i1 %110, label %111, label %187

111:                                              ; preds = %107
  %112 = load ptr, ptr %2, align 4
  %113 = call ptr @__cxa_begin_catch(ptr %112) #11
  store ptr %113, ptr %8, align 4
  %114 = load ptr, ptr %8, align 4
  %115 = getelementptr inbounds %struct.V, ptr %114, i32 0, i32 1
  %116 = load i32, ptr %115, align 4
  %117 = load ptr, ptr %8, align 4
  %118 = icmp eq ptr %7, null
  br i1 %118, label %124, label %119

119:                                              ; preds = %111
  %120 = load ptr, ptr %7, align 4
  %121 = getelementptr i8, ptr %120, i64 -12
  %122 = load i32, ptr %121, align 4
  %123 = getelementptr inbounds i8, ptr %7, i32 %122
  br label %124

124:                                              ; preds = %119, %111
  %125 = phi ptr [ %123, %119 ], [ null, %111 ]
  %126 = icmp eq ptr %117, %125
  %127 = zext i1 %126 to i32
  %128 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %116, i32 noundef %127)
          to label %129 unwind label %134

129:                                              ; preds = %124
  call void @__cxa_end_catch() #11
  br label %130

130:                                              ; preds = %129
  %131 = call ptr @__cxa_allocate_exception(i32 32) #11
  call void @llvm.memset.p0.i32(ptr align 8 %131, i8 0, i32 32, i1 false)
  %132 = invoke noundef ptr @_ZN1MC1Ev(ptr noundef nonnull align 4 dereferenceable(24) %131)
          to label %133 unwind label %138

133:                                              ; preds = %130
  invoke void @__cxa_throw(ptr %131, ptr @_ZTI1M, ptr @_ZN1MD1Ev) #12
          to label %197 unwind label %142

134:                                              ; preds = %124
  %135 = landingpad { ptr, i32 }
          cleanup
  %136 = extractvalue { ptr, i32 } %135, 0
  store ptr %136, ptr %2, align 4
  %137 = extractvalue { ptr, i32 } %135, 1
  store i32 %137, ptr %3, align 4
  call void @__cxa_end_catch() #11
  br label %187

138:                                              ; preds = %130
  %139 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1V
          catch ptr @_ZTI5Extra
  %140 = extractvalue { ptr, i32 } %139, 0
  store ptr %140, ptr %2, align 4
  %141 = extractvalue { ptr, i32 } %139, 1
  store i32 %141, ptr %3, align 4
  call void @__cxa_free_exception(ptr %131) #11
  br label %146

142:                                              ; preds = %133
  %143 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1V
          catch ptr @_ZTI5Extra
  %144 = extractvalue { ptr, i32 } %143, 0
  store ptr %144, ptr %2, align 4
  %145 = extractvalue { ptr, i32 } %143, 1
  store i32 %145, ptr %3, align 4
  br label %146

146:                                              ; preds = %142, %138
  %147 = load i32, ptr %3, align 4
  %148 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1V) #11
  %149 = icmp eq i32 %147, %148
  br i1 %149, label %150, label %161

150:                                              ; preds = %146
  %151 = load ptr, ptr %2, align 4
  %152 = call ptr @__cxa_begin_catch(ptr %151) #11
  store ptr %152, ptr %10, align 4
  %153 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %154 unwind label %182

154:                                              ; preds = %150
  invoke void @__cxa_end_catch()
          to label %155 unwind label %177

155:                                              ; preds = %154
  br label %156

156:                                              ; preds = %155, %172
  %157 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %158 unwind label %177

158:                                              ; preds = %156
  store i32 0, ptr %1, align 4
  %159 = call noundef ptr @_ZN1DD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %7) #11
  %160 = load i32, ptr %1, align 4
  ret i32 %160

161:                                              ; preds = %146
  %162 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Extra) #11
  %163 = icmp eq i32 %147, %162
  br i1 %163, label %164, label %187

164:                                              ; preds = %161
  %165 = load ptr, ptr %2, align 4
  %166 = call ptr @__cxa_begin_catch(ptr %165) #11
  store ptr %166, ptr %9, align 4
  %167 = load ptr, ptr %9, align 4
  %168 = getelementptr inbounds %struct.Extra, ptr %167, i32 0, i32 1
  %169 = load i32, ptr %168, align 4
  %170 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %169)
          to label %171 unwind label %173

171:                                              ; preds = %164
  invoke void @__cxa_end_catch()
          to label %172 unwind label %177

172:                                              ; preds = %171
  br label %156

173:                                              ; preds = %164
  %174 = landingpad { ptr, i32 }
          cleanup
  %175 = extractvalue { ptr, i32 } %174, 0
  store ptr %175, ptr %2, align 4
  %176 = extractvalue { ptr, i32 } %174, 1
  store i32 %176, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %181 unwind label %194

177:                                              ; preds = %156, %154, %171
  %178 = landingpad { ptr, i32 }
          cleanup
  %179 = extractvalue { ptr, i32 } %178, 0
  store ptr %179, ptr %2, align 4
  %180 = extractvalue { ptr, i32 } %178, 1
  store i32 %180, ptr %3, align 4
  br label %187

181:                                              ; preds = %173
  br label %187

182:                                              ; preds = %150
  %183 = landingpad { ptr, i32 }
          cleanup
  %184 = extractvalue { ptr, i32 } %183, 0
  store ptr %184, ptr %2, align 4
  %185 = extractvalue { ptr, i32 } %183, 1
  store i32 %185, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %186 unwind label %194

186:                                              ; preds = %182
  br label %187

187:                                              ; preds = %186, %181, %177, %161, %134, %107
  %188 = call noundef ptr @_ZN1DD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %7) #11
  br label %189

189:                                              ; preds = %187, %102, %76, %67, %22
  %190 = load ptr, ptr %2, align 4
  %191 = load i32, ptr %3, align 4
  %192 = insertvalue { ptr, i32 } poison, ptr %190, 0
  %193 = insertvalue { ptr, i32 } %192, i32 %191, 1
  resume { ptr, i32 } %193

194:                                              ; preds = %182, %173, %98, %44
  %195 = landingpad { ptr, i32 }
          catch ptr null
  %196 = extractvalue { ptr, i32 } %195, 0
  call void @__clang_call_terminate(ptr %196) #13
  unreachable

197:                                              ; preds = %133, %95, %66, %13
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN1DC1Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = getelementptr inbounds i8, ptr %5, i32 20
  %7 = call noundef ptr @_ZN1VC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %6)
  %8 = invoke noundef ptr @_ZN1LC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT1D, i64 0, i64 1))
          to label %9 unwind label %21

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %5, i32 8
  %11 = invoke noundef ptr @_ZN1RC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %10, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT1D, i64 0, i64 3))
          to label %12 unwind label %25

12:                                               ; preds = %9
  store ptr getelementptr inbounds inrange(-12, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1D, i32 0, i32 0, i32 3), ptr %5, align 4
  %13 = getelementptr inbounds i8, ptr %5, i32 20
  store ptr getelementptr inbounds inrange(-16, 12) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1D, i32 0, i32 2, i32 4), ptr %13, align 4
  %14 = getelementptr inbounds i8, ptr %5, i32 8
  store ptr getelementptr inbounds inrange(-12, 8) ({ [6 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1D, i32 0, i32 1, i32 3), ptr %14, align 4
  %15 = getelementptr inbounds %struct.D, ptr %5, i32 0, i32 2
  store i32 3, ptr %15, align 4
  %16 = load ptr, ptr %5, align 4
  %17 = getelementptr i8, ptr %16, i64 -12
  %18 = load i32, ptr %17, align 4
  %19 = getelementptr inbounds i8, ptr %5, i32 %18
  %20 = getelementptr inbounds %struct.V, ptr %19, i32 0, i32 1
  store i32 300, ptr %20, align 4
  ret ptr %5

21:                                               ; preds = %1
  %22 = landingpad { ptr, i32 }
          cleanup
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %3, align 4
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %4, align 4
  br label %30

25:                                               ; preds = %9
  %26 = landingpad { ptr, i32 }
          cleanup
  %27 = extractvalue { ptr, i32 } %26, 0
  store ptr %27, ptr %3, align 4
  %28 = extractvalue { ptr, i32 } %26, 1
  store i32 %28, ptr %4, align 4
  %29 = call noundef ptr @_ZN1LD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT1D, i64 0, i64 1)) #11
  br label %30

30:                                               ; preds = %25, %21
  %31 = getelementptr inbounds i8, ptr %5, i32 20
  %32 = call noundef ptr @_ZN1VD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %31) #11
  br label %33

33:                                               ; preds = %30
  %34 = load ptr, ptr %3, align 4
  %35 = load i32, ptr %4, align 4
  %36 = insertvalue { ptr, i32 } poison, ptr %34, 0
  %37 = insertvalue { ptr, i32 } %36, i32 %35, 1
  resume { ptr, i32 } %37
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN1DD1Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1DD2Ev(ptr noundef nonnull align 4 dereferenceable(20) %3, ptr noundef @_ZTT1D) #11
  %5 = getelementptr inbounds i8, ptr %3, i32 20
  %6 = call noundef ptr @_ZN1VD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #11
  ret ptr %3
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i32) #5

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #6 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #11
  call void @_ZSt9terminatev() #13
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #7

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN1MC1Ev(ptr noundef nonnull returned align 4 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = getelementptr inbounds i8, ptr %5, i32 24
  %7 = call noundef ptr @_ZN1VC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %6)
  %8 = call noundef ptr @_ZN1LC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT1M, i64 0, i64 1))
  %9 = getelementptr inbounds i8, ptr %5, i32 8
  %10 = invoke noundef ptr @_ZN5ExtraC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %9)
          to label %11 unwind label %15

11:                                               ; preds = %1
  store ptr getelementptr inbounds inrange(-12, 8) ({ [5 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1M, i32 0, i32 0, i32 3), ptr %5, align 4
  %12 = getelementptr inbounds i8, ptr %5, i32 24
  store ptr getelementptr inbounds inrange(-16, 12) ({ [5 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1M, i32 0, i32 2, i32 4), ptr %12, align 4
  %13 = getelementptr inbounds i8, ptr %5, i32 8
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr], [5 x ptr], [7 x ptr] }, ptr @_ZTV1M, i32 0, i32 1, i32 2), ptr %13, align 4
  %14 = getelementptr inbounds %struct.M, ptr %5, i32 0, i32 2
  store i32 5, ptr %14, align 4
  ret ptr %5

15:                                               ; preds = %1
  %16 = landingpad { ptr, i32 }
          cleanup
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %3, align 4
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %4, align 4
  %19 = call noundef ptr @_ZN1LD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT1M, i64 0, i64 1)) #11
  %20 = getelementptr inbounds i8, ptr %5, i32 24
  %21 = call noundef ptr @_ZN1VD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %20) #11
  br label %22

22:                                               ; preds = %15
  %23 = load ptr, ptr %3, align 4
  %24 = load i32, ptr %4, align 4
  %25 = insertvalue { ptr, i32 } poison, ptr %23, 0
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1
  resume { ptr, i32 } %26
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN1MD1Ev(ptr noundef nonnull returned align 4 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1MD2Ev(ptr noundef nonnull align 4 dereferenceable(24) %3, ptr noundef @_ZTT1M) #11
  %5 = getelementptr inbounds i8, ptr %3, i32 24
  %6 = call noundef ptr @_ZN1VD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #11
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN1VC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTV1V, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.V, ptr %3, i32 0, i32 1
  store i32 100, ptr %4, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN1LC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 {
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
define linkonce_odr dso_local noundef ptr @_ZN1RC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 {
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
define linkonce_odr dso_local noundef ptr @_ZN1LD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN1LD1Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1LD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef @_ZTT1L) #11
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  %6 = call noundef ptr @_ZN1VD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #11
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN1LD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1LD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #11
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 16) #14
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZTv0_n12_N1LD1Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %5, i64 -12
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds i8, ptr %4, i32 %7
  %9 = tail call noundef ptr @_ZN1LD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %8) #11
  ret ptr undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZTv0_n12_N1LD0Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %4, i64 -12
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  tail call void @_ZN1LD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZNK1V3whoEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.7
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN1RD1Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1RD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef @_ZTT1R) #11
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  %6 = call noundef ptr @_ZN1VD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5) #11
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN1RD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1RD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #11
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 16) #14
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZTv0_n12_N1RD1Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %5, i64 -12
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds i8, ptr %4, i32 %7
  %9 = tail call noundef ptr @_ZN1RD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %8) #11
  ret ptr undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZTv0_n12_N1RD0Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %4, i64 -12
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  tail call void @_ZN1RD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %7) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN1DD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1DD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %3) #11
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 28) #14
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZNK1D3whoEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.8
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZThn8_N1DD1Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds i8, ptr %4, i32 -8
  %6 = tail call noundef ptr @_ZN1DD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %5) #11
  ret ptr undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZThn8_N1DD0Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  tail call void @_ZN1DD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZTv0_n12_N1DD1Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %5, i64 -12
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds i8, ptr %4, i32 %7
  %9 = tail call noundef ptr @_ZN1DD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %8) #11
  ret ptr undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZTv0_n12_N1DD0Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %4, i64 -12
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  tail call void @_ZN1DD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %7) #11
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef ptr @_ZTv0_n16_NK1D3whoEv(ptr noundef %0) unnamed_addr #9 comdat align 2 {
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
define linkonce_odr dso_local noundef ptr @_ZN1VD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN1VD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1VD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #11
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 8) #14
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) #10

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN1RD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN1DD2Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %21 = call noundef ptr @_ZN1RD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %19, ptr noundef %20) #11
  %22 = getelementptr inbounds ptr, ptr %6, i64 1
  %23 = call noundef ptr @_ZN1LD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef %22) #11
  ret ptr %5

24:                                               ; preds = %2
  %25 = landingpad { ptr, i32 }
          catch ptr null
  %26 = extractvalue { ptr, i32 } %25, 0
  call void @__clang_call_terminate(ptr %26) #13
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5ExtraC2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
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
define linkonce_odr dso_local void @_ZN1MD0Ev(ptr noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1MD1Ev(ptr noundef nonnull align 4 dereferenceable(24) %3) #11
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 32) #14
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZThn8_N1MD1Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = getelementptr inbounds i8, ptr %4, i32 -8
  %6 = tail call noundef ptr @_ZN1MD1Ev(ptr noundef nonnull align 4 dereferenceable(24) %5) #11
  ret ptr undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZThn8_N1MD0Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 -8
  tail call void @_ZN1MD0Ev(ptr noundef nonnull align 4 dereferenceable(24) %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZTv0_n12_N1MD1Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = load ptr, ptr %3, align 4
  store ptr %4, ptr %2, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %5, i64 -12
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds i8, ptr %4, i32 %7
  %9 = tail call noundef ptr @_ZN1MD1Ev(ptr noundef nonnull align 4 dereferenceable(24) %8) #11
  ret ptr undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZTv0_n12_N1MD0Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %4, i64 -12
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  tail call void @_ZN1MD0Ev(ptr noundef nonnull align 4 dereferenceable(24) %7) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5ExtraD2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN1VD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #11
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN5ExtraD0Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5ExtraD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #11
  call void @_ZdlPvj(ptr noundef %3, i32 noundef 12) #14
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN1MD2Ev(ptr noundef nonnull returned align 4 dereferenceable(24) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds i8, ptr %5, i32 8
  %8 = call noundef ptr @_ZN5ExtraD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %7) #11
  %9 = getelementptr inbounds ptr, ptr %6, i64 1
  %10 = call noundef ptr @_ZN1LD2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef %9) #11
  ret ptr %5
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind willreturn memory(read) }
attributes #6 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { noreturn nounwind }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
