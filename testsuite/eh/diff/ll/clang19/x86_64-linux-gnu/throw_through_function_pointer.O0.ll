; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Calc2 = type { %struct.Calc.base, [4 x i8] }
%struct.Calc.base = type <{ ptr, i32 }>
%class.anon = type { i8 }
%struct.Calc = type <{ ptr, i32, [4 x i8] }>
%struct.Guard = type { ptr }

$_ZN5Calc2C2Ev = comdat any

$_ZN4Calc5plainEi = comdat any

$_ZN5Calc2D2Ev = comdat any

$_ZN5GuardC2EPKc = comdat any

$_ZN5GuardD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN4CalcC2Ev = comdat any

$_ZN5Calc24virtEi = comdat any

$_ZN5Calc2D0Ev = comdat any

$_ZN4Calc4virtEi = comdat any

$_ZN4CalcD2Ev = comdat any

$_ZN4CalcD0Ev = comdat any

$_ZTV5Calc2 = comdat any

$_ZTS5Calc2 = comdat any

$_ZTS4Calc = comdat any

$_ZTI4Calc = comdat any

$_ZTI5Calc2 = comdat any

$_ZTV4Calc = comdat any

@__const.main.ok_ops = private unnamed_addr constant [2 x ptr] [ptr @_ZL5op_oki, ptr @_ZL9op_doublei], align 16
@.str = private unnamed_addr constant [7 x i8] c"ok %d\0A\00", align 1
@__const.main.bad_ops = private unnamed_addr constant [3 x ptr] [ptr @_ZL5op_oki, ptr @_ZL8op_throwi, ptr @_ZL9op_doublei], align 16
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [16 x i8] c"table threw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"pmf plain threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"pmf virtual threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"lambda threw %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"apply_all\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"~Guard(%s)\0A\00", align 1
@_ZTV5Calc2 = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5Calc2, ptr @_ZN5Calc24virtEi, ptr @_ZN5Calc2D2Ev, ptr @_ZN5Calc2D0Ev] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS5Calc2 = linkonce_odr dso_local constant [7 x i8] c"5Calc2\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Calc = linkonce_odr dso_local constant [6 x i8] c"4Calc\00", comdat, align 1
@_ZTI4Calc = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Calc }, comdat, align 8
@_ZTI5Calc2 = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS5Calc2, ptr @_ZTI4Calc }, comdat, align 8
@_ZTV4Calc = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Calc, ptr @_ZN4Calc4virtEi, ptr @_ZN4CalcD2Ev, ptr @_ZN4CalcD0Ev] }, comdat, align 8
@.str.7 = private unnamed_addr constant [9 x i8] c"call_pmf\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x ptr], align 16
  %3 = alloca [3 x ptr], align 16
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Calc2, align 8
  %8 = alloca { i64, i64 }, align 8
  %9 = alloca i32, align 4
  %10 = alloca { i64, i64 }, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca %class.anon, align 1
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.ok_ops, i64 16, i1 false)
  %15 = getelementptr inbounds [2 x ptr], ptr %2, i64 0, i64 0
  %16 = call noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef %15, i32 noundef 2, i32 noundef 3)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %16)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.bad_ops, i64 24, i1 false)
  %18 = getelementptr inbounds [3 x ptr], ptr %3, i64 0, i64 0
  %19 = invoke noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef %18, i32 noundef 3, i32 noundef 3)
          to label %20 unwind label %21

20:                                               ; preds = %0
  br label %36

21:                                               ; preds = %0
  %22 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %4, align 8
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %5, align 4
  br label %25

25:                                               ; preds = %21
  %26 = load i32, ptr %5, align 4
  %27 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %120

29:                                               ; preds = %25
  %30 = load ptr, ptr %4, align 8
  %31 = call ptr @__cxa_begin_catch(ptr %30) #8
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %6, align 4
  %33 = load i32, ptr %6, align 4
  %34 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %33)
          to label %35 unwind label %44

35:                                               ; preds = %29
  call void @__cxa_end_catch() #8
  br label %36

36:                                               ; preds = %35, %20
  call void @_ZN5Calc2C2Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #8
  %37 = getelementptr inbounds %struct.Calc, ptr %7, i32 0, i32 1
  store i32 1000, ptr %37, align 8
  store { i64, i64 } { i64 ptrtoint (ptr @_ZN4Calc5plainEi to i64), i64 0 }, ptr %8, align 8
  %38 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %39 = load i64, ptr %38, align 8
  %40 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %41 = load i64, ptr %40, align 8
  %42 = invoke noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 8 dereferenceable(12) %7, i64 %39, i64 %41, i32 noundef 7)
          to label %43 unwind label %48

43:                                               ; preds = %36
  br label %63

44:                                               ; preds = %29
  %45 = landingpad { ptr, i32 }
          cleanup
  %46 = extractvalue { ptr, i32 } %45, 0
  store ptr %46, ptr %4, align 8
  %47 = extractvalue { ptr, i32 } %45, 1
  store i32 %47, ptr %5, align 4
  call void @__cxa_end_catch() #8
  br label %120

48:                                               ; preds = %36
  %49 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %50 = extractvalue { ptr, i32 } %49, 0
  store ptr %50, ptr %4, align 8
  %51 = extractvalue { ptr, i32 } %49, 1
  store i32 %51, ptr %5, align 4
  br label %52

52:                                               ; preds = %48
  %53 = load i32, ptr %5, align 4
  %54 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %55 = icmp eq i32 %53, %54
  br i1 %55, label %56, label %119

56:                                               ; preds = %52
  %57 = load ptr, ptr %4, align 8
  %58 = call ptr @__cxa_begin_catch(ptr %57) #8
  %59 = load i32, ptr %58, align 4
  store i32 %59, ptr %9, align 4
  %60 = load i32, ptr %9, align 4
  %61 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %60)
          to label %62 unwind label %70

62:                                               ; preds = %56
  call void @__cxa_end_catch() #8
  br label %63

63:                                               ; preds = %62, %43
  store { i64, i64 } { i64 1, i64 0 }, ptr %10, align 8
  %64 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %65 = load i64, ptr %64, align 8
  %66 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %67 = load i64, ptr %66, align 8
  %68 = invoke noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 8 dereferenceable(12) %7, i64 %65, i64 %67, i32 noundef 8)
          to label %69 unwind label %74

69:                                               ; preds = %63
  br label %89

70:                                               ; preds = %56
  %71 = landingpad { ptr, i32 }
          cleanup
  %72 = extractvalue { ptr, i32 } %71, 0
  store ptr %72, ptr %4, align 8
  %73 = extractvalue { ptr, i32 } %71, 1
  store i32 %73, ptr %5, align 4
  call void @__cxa_end_catch() #8
  br label %119

74:                                               ; preds = %63
  %75 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %76 = extractvalue { ptr, i32 } %75, 0
  store ptr %76, ptr %4, align 8
  %77 = extractvalue { ptr, i32 } %75, 1
  store i32 %77, ptr %5, align 4
  br label %78

78:                                               ; preds = %74
  %79 = load i32, ptr %5, align 4
  %80 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %81 = icmp eq i32 %79, %80
  br i1 %81, label %82, label %119

82:                                               ; preds = %78
  %83 = load ptr, ptr %4, align 8
  %84 = call ptr @__cxa_begin_catch(ptr %83) #8
  %85 = load i32, ptr %84, align 4
  store i32 %85, ptr %11, align 4
  %86 = load i32, ptr %11, align 4
  %87 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %86)
          to label %88 unwind label %94

88:                                               ; preds = %82
  call void @__cxa_end_catch() #8
  br label %89

89:                                               ; preds = %88, %69
  %90 = call noundef ptr @"_ZZ4mainENK3$_0cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %13) #8
  store ptr %90, ptr %12, align 8
  %91 = load ptr, ptr %12, align 8
  %92 = invoke noundef i32 %91(i32 noundef 41)
          to label %93 unwind label %98

93:                                               ; preds = %89
  br label %113

94:                                               ; preds = %82
  %95 = landingpad { ptr, i32 }
          cleanup
  %96 = extractvalue { ptr, i32 } %95, 0
  store ptr %96, ptr %4, align 8
  %97 = extractvalue { ptr, i32 } %95, 1
  store i32 %97, ptr %5, align 4
  call void @__cxa_end_catch() #8
  br label %119

98:                                               ; preds = %89
  %99 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %100 = extractvalue { ptr, i32 } %99, 0
  store ptr %100, ptr %4, align 8
  %101 = extractvalue { ptr, i32 } %99, 1
  store i32 %101, ptr %5, align 4
  br label %102

102:                                              ; preds = %98
  %103 = load i32, ptr %5, align 4
  %104 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %105 = icmp eq i32 %103, %104
  br i1 %105, label %106, label %119

106:                                              ; preds = %102
  %107 = load ptr, ptr %4, align 8
  %108 = call ptr @__cxa_begin_catch(ptr %107) #8
  %109 = load i32, ptr %108, align 4
  store i32 %109, ptr %14, align 4
  %110 = load i32, ptr %14, align 4
  %111 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %110)
          to label %112 unwind label %115

112:                                              ; preds = %106
  call void @__cxa_end_catch() #8
  br label %113

113:                                              ; preds = %112, %93
  store i32 0, ptr %1, align 4
  call void @_ZN5Calc2D2Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #8
  %114 = load i32, ptr %1, align 4
  ret i32 %114

115:                                              ; preds = %106
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = extractvalue { ptr, i32 } %116, 0
  store ptr %117, ptr %4, align 8
  %118 = extractvalue { ptr, i32 } %116, 1
  store i32 %118, ptr %5, align 4
  call void @__cxa_end_catch() #8
  br label %119

119:                                              ; preds = %115, %102, %94, %78, %70, %52
  call void @_ZN5Calc2D2Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #8
  br label %120

120:                                              ; preds = %119, %44, %25
  %121 = load ptr, ptr %4, align 8
  %122 = load i32, ptr %5, align 4
  %123 = insertvalue { ptr, i32 } poison, ptr %121, 0
  %124 = insertvalue { ptr, i32 } %123, i32 %122, 1
  resume { ptr, i32 } %124
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL5op_oki(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL9op_doublei(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9apply_allPKPFiiEii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #4 personality ptr @__gxx_personality_v0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Guard, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  call void @_ZN5GuardC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef @.str.5)
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %24, %3
  %12 = load i32, ptr %8, align 4
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %31

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds ptr, ptr %16, i64 %18
  %20 = load ptr, ptr %19, align 8
  %21 = load i32, ptr %6, align 4
  %22 = invoke noundef i32 %20(i32 noundef %21)
          to label %23 unwind label %27

23:                                               ; preds = %15
  store i32 %22, ptr %6, align 4
  br label %24

24:                                               ; preds = %23
  %25 = load i32, ptr %8, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %8, align 4
  br label %11, !llvm.loop !6

27:                                               ; preds = %15
  %28 = landingpad { ptr, i32 }
          cleanup
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %9, align 8
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %10, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #8
  br label %33

31:                                               ; preds = %11
  %32 = load i32, ptr %6, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #8
  ret i32 %32

33:                                               ; preds = %27
  %34 = load ptr, ptr %9, align 8
  %35 = load i32, ptr %10, align 4
  %36 = insertvalue { ptr, i32 } poison, ptr %34, 0
  %37 = insertvalue { ptr, i32 } %36, i32 %35, 1
  resume { ptr, i32 } %37
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8op_throwi(i32 noundef %0) #4 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i64 4) #8
  %4 = load i32, ptr %2, align 4
  %5 = mul nsw i32 %4, 100
  store i32 %5, ptr %3, align 16
  call void @__cxa_throw(ptr %3, ptr @_ZTIi, ptr null) #9
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5Calc2C2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4CalcC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV5Calc2, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(ptr noundef nonnull align 8 dereferenceable(12) %0, i64 %1, i64 %2, i32 noundef %3) #4 personality ptr @__gxx_personality_v0 {
  %5 = alloca { i64, i64 }, align 8
  %6 = alloca ptr, align 8
  %7 = alloca { i64, i64 }, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.Guard, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %1, ptr %12, align 8
  %13 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %2, ptr %13, align 8
  %14 = load { i64, i64 }, ptr %5, align 8
  store ptr %0, ptr %6, align 8
  store { i64, i64 } %14, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  call void @_ZN5GuardC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %9, ptr noundef @.str.7)
  %15 = load ptr, ptr %6, align 8
  %16 = load { i64, i64 }, ptr %7, align 8
  %17 = extractvalue { i64, i64 } %16, 1
  %18 = getelementptr inbounds i8, ptr %15, i64 %17
  %19 = extractvalue { i64, i64 } %16, 0
  %20 = and i64 %19, 1
  %21 = icmp ne i64 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %4
  %23 = load ptr, ptr %18, align 8
  %24 = sub i64 %19, 1
  %25 = getelementptr i8, ptr %23, i64 %24, !nosanitize !8
  %26 = load ptr, ptr %25, align 8, !nosanitize !8
  br label %29

27:                                               ; preds = %4
  %28 = inttoptr i64 %19 to ptr
  br label %29

29:                                               ; preds = %27, %22
  %30 = phi ptr [ %26, %22 ], [ %28, %27 ]
  %31 = load i32, ptr %8, align 4
  %32 = invoke noundef i32 %30(ptr noundef nonnull align 8 dereferenceable(12) %18, i32 noundef %31)
          to label %33 unwind label %34

33:                                               ; preds = %29
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %9) #8
  ret i32 %32

34:                                               ; preds = %29
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %10, align 8
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %11, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %9) #8
  br label %38

38:                                               ; preds = %34
  %39 = load ptr, ptr %10, align 8
  %40 = load i32, ptr %11, align 4
  %41 = insertvalue { ptr, i32 } poison, ptr %39, 0
  %42 = insertvalue { ptr, i32 } %41, i32 %40, 1
  resume { ptr, i32 } %42
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Calc5plainEi(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) #4 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = icmp sgt i32 %6, 5
  br i1 %7, label %8, label %14

8:                                                ; preds = %2
  %9 = call ptr @__cxa_allocate_exception(i64 4) #8
  %10 = getelementptr inbounds %struct.Calc, ptr %5, i32 0, i32 1
  %11 = load i32, ptr %10, align 8
  %12 = load i32, ptr %4, align 4
  %13 = add nsw i32 %11, %12
  store i32 %13, ptr %9, align 16
  call void @__cxa_throw(ptr %9, ptr @_ZTIi, ptr null) #9
  unreachable

14:                                               ; preds = %2
  %15 = load i32, ptr %4, align 4
  ret i32 %15
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"_ZZ4mainENK3$_0cvPFiiEEv"(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"_ZZ4mainEN3$_08__invokeEi"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5Calc2D2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4CalcD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Guard, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Guard, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #10
  unreachable
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #6 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #8
  call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4CalcC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV4Calc, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN5Calc24virtEi(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = call ptr @__cxa_allocate_exception(i64 4) #8
  %7 = load i32, ptr %4, align 4
  %8 = sub nsw i32 0, %7
  store i32 %8, ptr %6, align 16
  call void @__cxa_throw(ptr %6, ptr @_ZTIi, ptr null) #9
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5Calc2D0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5Calc2D2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Calc4virtEi(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  ret i32 %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4CalcD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4CalcD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4CalcD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #11
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #7

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_08__invokeEi"(i32 noundef %0) #4 align 2 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon, align 1
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call noundef i32 @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %4)
  ret i32 %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #4 align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = call ptr @__cxa_allocate_exception(i64 4) #8
  %7 = load i32, ptr %4, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 16
  call void @__cxa_throw(ptr %6, ptr @_ZTIi, ptr null) #9
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind memory(none) }
attributes #6 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{}
