; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Calc2 = type { %struct.Calc.base, [4 x i8] }
%struct.Calc.base = type <{ i32 (...)**, i32 }>
%class.anon = type { i8 }
%struct.Calc = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.Guard = type { i8* }

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

@__const.main.ok_ops = private unnamed_addr constant [2 x i32 (i32)*] [i32 (i32)* @_ZL5op_oki, i32 (i32)* @_ZL9op_doublei], align 8
@.str = private unnamed_addr constant [7 x i8] c"ok %d\0A\00", align 1
@__const.main.bad_ops = private unnamed_addr constant [3 x i32 (i32)*] [i32 (i32)* @_ZL5op_oki, i32 (i32)* @_ZL8op_throwi, i32 (i32)* @_ZL9op_doublei], align 8
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [16 x i8] c"table threw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"pmf plain threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"pmf virtual threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"lambda threw %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"apply_all\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"~Guard(%s)\0A\00", align 1
@_ZTV5Calc2 = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Calc2 to i8*), i8* bitcast (i32 (%struct.Calc2*, i32)* @_ZN5Calc24virtEi to i8*), i8* bitcast (void (%struct.Calc2*)* @_ZN5Calc2D2Ev to i8*), i8* bitcast (void (%struct.Calc2*)* @_ZN5Calc2D0Ev to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS5Calc2 = linkonce_odr dso_local constant [7 x i8] c"5Calc2\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Calc = linkonce_odr dso_local constant [6 x i8] c"4Calc\00", comdat, align 1
@_ZTI4Calc = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Calc, i32 0, i32 0) }, comdat, align 8
@_ZTI5Calc2 = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Calc2, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Calc to i8*) }, comdat, align 8
@_ZTV4Calc = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Calc to i8*), i8* bitcast (i32 (%struct.Calc*, i32)* @_ZN4Calc4virtEi to i8*), i8* bitcast (void (%struct.Calc*)* @_ZN4CalcD2Ev to i8*), i8* bitcast (void (%struct.Calc*)* @_ZN4CalcD0Ev to i8*)] }, comdat, align 8
@.str.7 = private unnamed_addr constant [9 x i8] c"call_pmf\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32 (i32)*], align 8
  %3 = alloca [3 x i32 (i32)*], align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Calc2, align 8
  %8 = alloca { i64, i64 }, align 8
  %9 = alloca i32, align 4
  %10 = alloca { i64, i64 }, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32 (i32)*, align 8
  %13 = alloca %class.anon, align 1
  %14 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %15 = bitcast [2 x i32 (i32)*]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %15, i8* align 8 bitcast ([2 x i32 (i32)*]* @__const.main.ok_ops to i8*), i64 16, i1 false)
  %16 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* %2, i64 0, i64 0
  %17 = call noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef %16, i32 noundef 2, i32 noundef 3)
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %17)
  %19 = bitcast [3 x i32 (i32)*]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %19, i8* align 8 bitcast ([3 x i32 (i32)*]* @__const.main.bad_ops to i8*), i64 24, i1 false)
  %20 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* %3, i64 0, i64 0
  %21 = invoke noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef %20, i32 noundef 3, i32 noundef 3)
          to label %22 unwind label %23

22:                                               ; preds = %0
  br label %39

23:                                               ; preds = %0
  %24 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %25 = extractvalue { i8*, i32 } %24, 0
  store i8* %25, i8** %4, align 8
  %26 = extractvalue { i8*, i32 } %24, 1
  store i32 %26, i32* %5, align 4
  br label %27

27:                                               ; preds = %23
  %28 = load i32, i32* %5, align 4
  %29 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %30 = icmp eq i32 %28, %29
  br i1 %30, label %31, label %125

31:                                               ; preds = %27
  %32 = load i8*, i8** %4, align 8
  %33 = call i8* @__cxa_begin_catch(i8* %32) #10
  %34 = bitcast i8* %33 to i32*
  %35 = load i32, i32* %34, align 4
  store i32 %35, i32* %6, align 4
  %36 = load i32, i32* %6, align 4
  %37 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef %36)
          to label %38 unwind label %47

38:                                               ; preds = %31
  call void @__cxa_end_catch() #10
  br label %39

39:                                               ; preds = %38, %22
  call void @_ZN5Calc2C2Ev(%struct.Calc2* noundef nonnull align 8 dereferenceable(12) %7) #10
  %40 = bitcast %struct.Calc2* %7 to %struct.Calc*
  %41 = getelementptr inbounds %struct.Calc, %struct.Calc* %40, i32 0, i32 1
  store i32 1000, i32* %41, align 8
  %42 = bitcast %struct.Calc2* %7 to %struct.Calc*
  store { i64, i64 } { i64 ptrtoint (i32 (%struct.Calc*, i32)* @_ZN4Calc5plainEi to i64), i64 0 }, { i64, i64 }* %8, align 8
  %43 = bitcast { i64, i64 }* %8 to [2 x i64]*
  %44 = load [2 x i64], [2 x i64]* %43, align 8
  %45 = invoke noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %42, [2 x i64] %44, i32 noundef 7)
          to label %46 unwind label %51

46:                                               ; preds = %39
  br label %67

47:                                               ; preds = %31
  %48 = landingpad { i8*, i32 }
          cleanup
  %49 = extractvalue { i8*, i32 } %48, 0
  store i8* %49, i8** %4, align 8
  %50 = extractvalue { i8*, i32 } %48, 1
  store i32 %50, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %125

51:                                               ; preds = %39
  %52 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %53 = extractvalue { i8*, i32 } %52, 0
  store i8* %53, i8** %4, align 8
  %54 = extractvalue { i8*, i32 } %52, 1
  store i32 %54, i32* %5, align 4
  br label %55

55:                                               ; preds = %51
  %56 = load i32, i32* %5, align 4
  %57 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %58 = icmp eq i32 %56, %57
  br i1 %58, label %59, label %124

59:                                               ; preds = %55
  %60 = load i8*, i8** %4, align 8
  %61 = call i8* @__cxa_begin_catch(i8* %60) #10
  %62 = bitcast i8* %61 to i32*
  %63 = load i32, i32* %62, align 4
  store i32 %63, i32* %9, align 4
  %64 = load i32, i32* %9, align 4
  %65 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i32 noundef %64)
          to label %66 unwind label %73

66:                                               ; preds = %59
  call void @__cxa_end_catch() #10
  br label %67

67:                                               ; preds = %66, %46
  %68 = bitcast %struct.Calc2* %7 to %struct.Calc*
  store { i64, i64 } { i64 0, i64 1 }, { i64, i64 }* %10, align 8
  %69 = bitcast { i64, i64 }* %10 to [2 x i64]*
  %70 = load [2 x i64], [2 x i64]* %69, align 8
  %71 = invoke noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %68, [2 x i64] %70, i32 noundef 8)
          to label %72 unwind label %77

72:                                               ; preds = %67
  br label %93

73:                                               ; preds = %59
  %74 = landingpad { i8*, i32 }
          cleanup
  %75 = extractvalue { i8*, i32 } %74, 0
  store i8* %75, i8** %4, align 8
  %76 = extractvalue { i8*, i32 } %74, 1
  store i32 %76, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %124

77:                                               ; preds = %67
  %78 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %79 = extractvalue { i8*, i32 } %78, 0
  store i8* %79, i8** %4, align 8
  %80 = extractvalue { i8*, i32 } %78, 1
  store i32 %80, i32* %5, align 4
  br label %81

81:                                               ; preds = %77
  %82 = load i32, i32* %5, align 4
  %83 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %84 = icmp eq i32 %82, %83
  br i1 %84, label %85, label %124

85:                                               ; preds = %81
  %86 = load i8*, i8** %4, align 8
  %87 = call i8* @__cxa_begin_catch(i8* %86) #10
  %88 = bitcast i8* %87 to i32*
  %89 = load i32, i32* %88, align 4
  store i32 %89, i32* %11, align 4
  %90 = load i32, i32* %11, align 4
  %91 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i64 0, i64 0), i32 noundef %90)
          to label %92 unwind label %98

92:                                               ; preds = %85
  call void @__cxa_end_catch() #10
  br label %93

93:                                               ; preds = %92, %72
  %94 = call noundef i32 (i32)* @"_ZZ4mainENK3$_0cvPFiiEEv"(%class.anon* noundef nonnull align 1 dereferenceable(1) %13) #10
  store i32 (i32)* %94, i32 (i32)** %12, align 8
  %95 = load i32 (i32)*, i32 (i32)** %12, align 8
  %96 = invoke noundef i32 %95(i32 noundef 41)
          to label %97 unwind label %102

97:                                               ; preds = %93
  br label %118

98:                                               ; preds = %85
  %99 = landingpad { i8*, i32 }
          cleanup
  %100 = extractvalue { i8*, i32 } %99, 0
  store i8* %100, i8** %4, align 8
  %101 = extractvalue { i8*, i32 } %99, 1
  store i32 %101, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %124

102:                                              ; preds = %93
  %103 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %104 = extractvalue { i8*, i32 } %103, 0
  store i8* %104, i8** %4, align 8
  %105 = extractvalue { i8*, i32 } %103, 1
  store i32 %105, i32* %5, align 4
  br label %106

106:                                              ; preds = %102
  %107 = load i32, i32* %5, align 4
  %108 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %109 = icmp eq i32 %107, %108
  br i1 %109, label %110, label %124

110:                                              ; preds = %106
  %111 = load i8*, i8** %4, align 8
  %112 = call i8* @__cxa_begin_catch(i8* %111) #10
  %113 = bitcast i8* %112 to i32*
  %114 = load i32, i32* %113, align 4
  store i32 %114, i32* %14, align 4
  %115 = load i32, i32* %14, align 4
  %116 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %115)
          to label %117 unwind label %120

117:                                              ; preds = %110
  call void @__cxa_end_catch() #10
  br label %118

118:                                              ; preds = %117, %97
  store i32 0, i32* %1, align 4
  call void @_ZN5Calc2D2Ev(%struct.Calc2* noundef nonnull align 8 dereferenceable(12) %7) #10
  %119 = load i32, i32* %1, align 4
  ret i32 %119

120:                                              ; preds = %110
  %121 = landingpad { i8*, i32 }
          cleanup
  %122 = extractvalue { i8*, i32 } %121, 0
  store i8* %122, i8** %4, align 8
  %123 = extractvalue { i8*, i32 } %121, 1
  store i32 %123, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %124

124:                                              ; preds = %120, %106, %98, %81, %73, %55
  call void @_ZN5Calc2D2Ev(%struct.Calc2* noundef nonnull align 8 dereferenceable(12) %7) #10
  br label %125

125:                                              ; preds = %124, %47, %27
  %126 = load i8*, i8** %4, align 8
  %127 = load i32, i32* %5, align 4
  %128 = insertvalue { i8*, i32 } undef, i8* %126, 0
  %129 = insertvalue { i8*, i32 } %128, i32 %127, 1
  resume { i8*, i32 } %129
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL5op_oki(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL9op_doublei(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef %0, i32 noundef %1, i32 noundef %2) #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %4 = alloca i32 (i32)**, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Guard, align 8
  %8 = alloca i32, align 4
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  store i32 (i32)** %0, i32 (i32)*** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  call void @_ZN5GuardC2EPKc(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %7, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0))
  store i32 0, i32* %8, align 4
  br label %11

11:                                               ; preds = %24, %3
  %12 = load i32, i32* %8, align 4
  %13 = load i32, i32* %5, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %31

15:                                               ; preds = %11
  %16 = load i32 (i32)**, i32 (i32)*** %4, align 8
  %17 = load i32, i32* %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32 (i32)*, i32 (i32)** %16, i64 %18
  %20 = load i32 (i32)*, i32 (i32)** %19, align 8
  %21 = load i32, i32* %6, align 4
  %22 = invoke noundef i32 %20(i32 noundef %21)
          to label %23 unwind label %27

23:                                               ; preds = %15
  store i32 %22, i32* %6, align 4
  br label %24

24:                                               ; preds = %23
  %25 = load i32, i32* %8, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %8, align 4
  br label %11, !llvm.loop !10

27:                                               ; preds = %15
  %28 = landingpad { i8*, i32 }
          cleanup
  %29 = extractvalue { i8*, i32 } %28, 0
  store i8* %29, i8** %9, align 8
  %30 = extractvalue { i8*, i32 } %28, 1
  store i32 %30, i32* %10, align 4
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %7) #10
  br label %33

31:                                               ; preds = %11
  %32 = load i32, i32* %6, align 4
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %7) #10
  ret i32 %32

33:                                               ; preds = %27
  %34 = load i8*, i8** %9, align 8
  %35 = load i32, i32* %10, align 4
  %36 = insertvalue { i8*, i32 } undef, i8* %34, 0
  %37 = insertvalue { i8*, i32 } %36, i32 %35, 1
  resume { i8*, i32 } %37
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8op_throwi(i32 noundef %0) #4 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = call i8* @__cxa_allocate_exception(i64 4) #10
  %4 = bitcast i8* %3 to i32*
  %5 = load i32, i32* %2, align 4
  %6 = mul nsw i32 %5, 100
  store i32 %6, i32* %4, align 16
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5Calc2C2Ev(%struct.Calc2* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Calc2*, align 8
  store %struct.Calc2* %0, %struct.Calc2** %2, align 8
  %3 = load %struct.Calc2*, %struct.Calc2** %2, align 8
  %4 = bitcast %struct.Calc2* %3 to %struct.Calc*
  call void @_ZN4CalcC2Ev(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %4) #10
  %5 = bitcast %struct.Calc2* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Calc2, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %0, [2 x i64] %1, i32 noundef %2) #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %4 = alloca { i64, i64 }, align 8
  %5 = alloca %struct.Calc*, align 8
  %6 = alloca { i64, i64 }, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.Guard, align 8
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  %11 = bitcast { i64, i64 }* %4 to [2 x i64]*
  store [2 x i64] %1, [2 x i64]* %11, align 8
  %12 = load { i64, i64 }, { i64, i64 }* %4, align 8
  store %struct.Calc* %0, %struct.Calc** %5, align 8
  store { i64, i64 } %12, { i64, i64 }* %6, align 8
  store i32 %2, i32* %7, align 4
  call void @_ZN5GuardC2EPKc(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %8, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0))
  %13 = load %struct.Calc*, %struct.Calc** %5, align 8
  %14 = load { i64, i64 }, { i64, i64 }* %6, align 8
  %15 = extractvalue { i64, i64 } %14, 1
  %16 = ashr i64 %15, 1
  %17 = bitcast %struct.Calc* %13 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i64 %16
  %19 = bitcast i8* %18 to %struct.Calc*
  %20 = extractvalue { i64, i64 } %14, 0
  %21 = and i64 %15, 1
  %22 = icmp ne i64 %21, 0
  br i1 %22, label %23, label %29

23:                                               ; preds = %3
  %24 = bitcast %struct.Calc* %19 to i8**
  %25 = load i8*, i8** %24, align 8
  %26 = getelementptr i8, i8* %25, i64 %20, !nosanitize !12
  %27 = bitcast i8* %26 to i32 (%struct.Calc*, i32)**, !nosanitize !12
  %28 = load i32 (%struct.Calc*, i32)*, i32 (%struct.Calc*, i32)** %27, align 8, !nosanitize !12
  br label %31

29:                                               ; preds = %3
  %30 = inttoptr i64 %20 to i32 (%struct.Calc*, i32)*
  br label %31

31:                                               ; preds = %29, %23
  %32 = phi i32 (%struct.Calc*, i32)* [ %28, %23 ], [ %30, %29 ]
  %33 = load i32, i32* %7, align 4
  %34 = invoke noundef i32 %32(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %19, i32 noundef %33)
          to label %35 unwind label %36

35:                                               ; preds = %31
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %8) #10
  ret i32 %34

36:                                               ; preds = %31
  %37 = landingpad { i8*, i32 }
          cleanup
  %38 = extractvalue { i8*, i32 } %37, 0
  store i8* %38, i8** %9, align 8
  %39 = extractvalue { i8*, i32 } %37, 1
  store i32 %39, i32* %10, align 4
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %8) #10
  br label %40

40:                                               ; preds = %36
  %41 = load i8*, i8** %9, align 8
  %42 = load i32, i32* %10, align 4
  %43 = insertvalue { i8*, i32 } undef, i8* %41, 0
  %44 = insertvalue { i8*, i32 } %43, i32 %42, 1
  resume { i8*, i32 } %44
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Calc5plainEi(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) #4 comdat align 2 {
  %3 = alloca %struct.Calc*, align 8
  %4 = alloca i32, align 4
  store %struct.Calc* %0, %struct.Calc** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Calc*, %struct.Calc** %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = icmp sgt i32 %6, 5
  br i1 %7, label %8, label %15

8:                                                ; preds = %2
  %9 = call i8* @__cxa_allocate_exception(i64 4) #10
  %10 = bitcast i8* %9 to i32*
  %11 = getelementptr inbounds %struct.Calc, %struct.Calc* %5, i32 0, i32 1
  %12 = load i32, i32* %11, align 8
  %13 = load i32, i32* %4, align 4
  %14 = add nsw i32 %12, %13
  store i32 %14, i32* %10, align 16
  call void @__cxa_throw(i8* %9, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
  unreachable

15:                                               ; preds = %2
  %16 = load i32, i32* %4, align 4
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 (i32)* @"_ZZ4mainENK3$_0cvPFiiEEv"(%class.anon* noundef nonnull align 1 dereferenceable(1) %0) #1 align 2 {
  %2 = alloca %class.anon*, align 8
  store %class.anon* %0, %class.anon** %2, align 8
  %3 = load %class.anon*, %class.anon** %2, align 8
  ret i32 (i32)* @"_ZZ4mainEN3$_08__invokeEi"
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5Calc2D2Ev(%struct.Calc2* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Calc2*, align 8
  store %struct.Calc2* %0, %struct.Calc2** %2, align 8
  %3 = load %struct.Calc2*, %struct.Calc2** %2, align 8
  %4 = bitcast %struct.Calc2* %3 to %struct.Calc*
  call void @_ZN4CalcD2Ev(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %4) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardC2EPKc(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %0, i8* noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca %struct.Guard*, align 8
  %4 = alloca i8*, align 8
  store %struct.Guard* %0, %struct.Guard** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load %struct.Guard*, %struct.Guard** %3, align 8
  %6 = getelementptr inbounds %struct.Guard, %struct.Guard* %5, i32 0, i32 0
  %7 = load i8*, i8** %4, align 8
  store i8* %7, i8** %6, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Guard*, align 8
  store %struct.Guard* %0, %struct.Guard** %2, align 8
  %3 = load %struct.Guard*, %struct.Guard** %2, align 8
  %4 = getelementptr inbounds %struct.Guard, %struct.Guard* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 8
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i64 0, i64 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #12
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #7 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #10
  call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev()

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4CalcC2Ev(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Calc*, align 8
  store %struct.Calc* %0, %struct.Calc** %2, align 8
  %3 = load %struct.Calc*, %struct.Calc** %2, align 8
  %4 = bitcast %struct.Calc* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Calc, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN5Calc24virtEi(%struct.Calc2* noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca %struct.Calc2*, align 8
  %4 = alloca i32, align 4
  store %struct.Calc2* %0, %struct.Calc2** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Calc2*, %struct.Calc2** %3, align 8
  %6 = call i8* @__cxa_allocate_exception(i64 4) #10
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %4, align 4
  %9 = sub nsw i32 0, %8
  store i32 %9, i32* %7, align 16
  call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5Calc2D0Ev(%struct.Calc2* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Calc2*, align 8
  store %struct.Calc2* %0, %struct.Calc2** %2, align 8
  %3 = load %struct.Calc2*, %struct.Calc2** %2, align 8
  call void @_ZN5Calc2D2Ev(%struct.Calc2* noundef nonnull align 8 dereferenceable(12) %3) #10
  %4 = bitcast %struct.Calc2* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN4Calc4virtEi(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Calc*, align 8
  %4 = alloca i32, align 4
  store %struct.Calc* %0, %struct.Calc** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Calc*, %struct.Calc** %3, align 8
  %6 = load i32, i32* %4, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4CalcD2Ev(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Calc*, align 8
  store %struct.Calc* %0, %struct.Calc** %2, align 8
  %3 = load %struct.Calc*, %struct.Calc** %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4CalcD0Ev(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Calc*, align 8
  store %struct.Calc* %0, %struct.Calc** %2, align 8
  %3 = load %struct.Calc*, %struct.Calc** %2, align 8
  call void @_ZN4CalcD2Ev(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %3) #10
  %4 = bitcast %struct.Calc* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #13
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #8

; Function Attrs: noinline optnone uwtable
define internal noundef i32 @"_ZZ4mainEN3$_08__invokeEi"(i32 noundef %0) #9 align 2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call noundef i32 @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3)
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #4 align 2 {
  %3 = alloca %class.anon*, align 8
  %4 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon*, %class.anon** %3, align 8
  %6 = call i8* @__cxa_allocate_exception(i64 4) #10
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %4, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* %7, align 16
  call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { nounwind readnone }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { noinline noreturn nounwind }
attributes #8 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #9 = { noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{}
