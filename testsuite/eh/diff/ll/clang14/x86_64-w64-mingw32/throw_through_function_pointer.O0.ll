; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

@__const.main.ok_ops = private unnamed_addr constant [2 x i32 (i32)*] [i32 (i32)* @_ZL5op_oki, i32 (i32)* @_ZL9op_doublei], align 16
@.str = private unnamed_addr constant [7 x i8] c"ok %d\0A\00", align 1
@__const.main.bad_ops = private unnamed_addr constant [3 x i32 (i32)*] [i32 (i32)* @_ZL5op_oki, i32 (i32)* @_ZL8op_throwi, i32 (i32)* @_ZL9op_doublei], align 16
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
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32 (i32)*], align 16
  %3 = alloca [3 x i32 (i32)*], align 16
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
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %15, i8* align 16 bitcast ([2 x i32 (i32)*]* @__const.main.ok_ops to i8*), i64 16, i1 false)
  %16 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* %2, i64 0, i64 0
  %17 = call noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef %16, i32 noundef 2, i32 noundef 3)
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %17)
  %19 = bitcast [3 x i32 (i32)*]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %19, i8* align 16 bitcast ([3 x i32 (i32)*]* @__const.main.bad_ops to i8*), i64 24, i1 false)
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
  br i1 %30, label %31, label %121

31:                                               ; preds = %27
  %32 = load i8*, i8** %4, align 8
  %33 = call i8* @__cxa_begin_catch(i8* %32) #10
  %34 = bitcast i8* %33 to i32*
  %35 = load i32, i32* %34, align 4
  store i32 %35, i32* %6, align 4
  %36 = load i32, i32* %6, align 4
  %37 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef %36)
          to label %38 unwind label %45

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
  %43 = invoke noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %42, { i64, i64 }* noundef %8, i32 noundef 7)
          to label %44 unwind label %49

44:                                               ; preds = %39
  br label %65

45:                                               ; preds = %31
  %46 = landingpad { i8*, i32 }
          cleanup
  %47 = extractvalue { i8*, i32 } %46, 0
  store i8* %47, i8** %4, align 8
  %48 = extractvalue { i8*, i32 } %46, 1
  store i32 %48, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %121

49:                                               ; preds = %39
  %50 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %51 = extractvalue { i8*, i32 } %50, 0
  store i8* %51, i8** %4, align 8
  %52 = extractvalue { i8*, i32 } %50, 1
  store i32 %52, i32* %5, align 4
  br label %53

53:                                               ; preds = %49
  %54 = load i32, i32* %5, align 4
  %55 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %120

57:                                               ; preds = %53
  %58 = load i8*, i8** %4, align 8
  %59 = call i8* @__cxa_begin_catch(i8* %58) #10
  %60 = bitcast i8* %59 to i32*
  %61 = load i32, i32* %60, align 4
  store i32 %61, i32* %9, align 4
  %62 = load i32, i32* %9, align 4
  %63 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i32 noundef %62)
          to label %64 unwind label %69

64:                                               ; preds = %57
  call void @__cxa_end_catch() #10
  br label %65

65:                                               ; preds = %64, %44
  %66 = bitcast %struct.Calc2* %7 to %struct.Calc*
  store { i64, i64 } { i64 1, i64 0 }, { i64, i64 }* %10, align 8
  %67 = invoke noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %66, { i64, i64 }* noundef %10, i32 noundef 8)
          to label %68 unwind label %73

68:                                               ; preds = %65
  br label %89

69:                                               ; preds = %57
  %70 = landingpad { i8*, i32 }
          cleanup
  %71 = extractvalue { i8*, i32 } %70, 0
  store i8* %71, i8** %4, align 8
  %72 = extractvalue { i8*, i32 } %70, 1
  store i32 %72, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %120

73:                                               ; preds = %65
  %74 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %75 = extractvalue { i8*, i32 } %74, 0
  store i8* %75, i8** %4, align 8
  %76 = extractvalue { i8*, i32 } %74, 1
  store i32 %76, i32* %5, align 4
  br label %77

77:                                               ; preds = %73
  %78 = load i32, i32* %5, align 4
  %79 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %80 = icmp eq i32 %78, %79
  br i1 %80, label %81, label %120

81:                                               ; preds = %77
  %82 = load i8*, i8** %4, align 8
  %83 = call i8* @__cxa_begin_catch(i8* %82) #10
  %84 = bitcast i8* %83 to i32*
  %85 = load i32, i32* %84, align 4
  store i32 %85, i32* %11, align 4
  %86 = load i32, i32* %11, align 4
  %87 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i64 0, i64 0), i32 noundef %86)
          to label %88 unwind label %94

88:                                               ; preds = %81
  call void @__cxa_end_catch() #10
  br label %89

89:                                               ; preds = %88, %68
  %90 = call noundef i32 (i32)* @"_ZZ4mainENK3$_0cvPFiiEEv"(%class.anon* noundef nonnull align 1 dereferenceable(1) %13) #10
  store i32 (i32)* %90, i32 (i32)** %12, align 8
  %91 = load i32 (i32)*, i32 (i32)** %12, align 8
  %92 = invoke noundef i32 %91(i32 noundef 41)
          to label %93 unwind label %98

93:                                               ; preds = %89
  br label %114

94:                                               ; preds = %81
  %95 = landingpad { i8*, i32 }
          cleanup
  %96 = extractvalue { i8*, i32 } %95, 0
  store i8* %96, i8** %4, align 8
  %97 = extractvalue { i8*, i32 } %95, 1
  store i32 %97, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %120

98:                                               ; preds = %89
  %99 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %100 = extractvalue { i8*, i32 } %99, 0
  store i8* %100, i8** %4, align 8
  %101 = extractvalue { i8*, i32 } %99, 1
  store i32 %101, i32* %5, align 4
  br label %102

102:                                              ; preds = %98
  %103 = load i32, i32* %5, align 4
  %104 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %105 = icmp eq i32 %103, %104
  br i1 %105, label %106, label %120

106:                                              ; preds = %102
  %107 = load i8*, i8** %4, align 8
  %108 = call i8* @__cxa_begin_catch(i8* %107) #10
  %109 = bitcast i8* %108 to i32*
  %110 = load i32, i32* %109, align 4
  store i32 %110, i32* %14, align 4
  %111 = load i32, i32* %14, align 4
  %112 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %111)
          to label %113 unwind label %116

113:                                              ; preds = %106
  call void @__cxa_end_catch() #10
  br label %114

114:                                              ; preds = %113, %93
  store i32 0, i32* %1, align 4
  call void @_ZN5Calc2D2Ev(%struct.Calc2* noundef nonnull align 8 dereferenceable(12) %7) #10
  %115 = load i32, i32* %1, align 4
  ret i32 %115

116:                                              ; preds = %106
  %117 = landingpad { i8*, i32 }
          cleanup
  %118 = extractvalue { i8*, i32 } %117, 0
  store i8* %118, i8** %4, align 8
  %119 = extractvalue { i8*, i32 } %117, 1
  store i32 %119, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %120

120:                                              ; preds = %116, %102, %94, %77, %69, %53
  call void @_ZN5Calc2D2Ev(%struct.Calc2* noundef nonnull align 8 dereferenceable(12) %7) #10
  br label %121

121:                                              ; preds = %120, %45, %27
  %122 = load i8*, i8** %4, align 8
  %123 = load i32, i32* %5, align 4
  %124 = insertvalue { i8*, i32 } undef, i8* %122, 0
  %125 = insertvalue { i8*, i32 } %124, i32 %123, 1
  resume { i8*, i32 } %125
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

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef %0, i32 noundef %1, i32 noundef %2) #4 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
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
  br label %11, !llvm.loop !4

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

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare dso_local i8* @__cxa_begin_catch(i8*)

declare dso_local void @__cxa_end_catch()

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
define internal noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %0, { i64, i64 }* noundef %1, i32 noundef %2) #4 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %4 = alloca %struct.Calc*, align 8
  %5 = alloca { i64, i64 }, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Guard, align 8
  %8 = alloca i8*, align 8
  %9 = alloca i32, align 4
  %10 = load { i64, i64 }, { i64, i64 }* %1, align 8
  store %struct.Calc* %0, %struct.Calc** %4, align 8
  store { i64, i64 } %10, { i64, i64 }* %5, align 8
  store i32 %2, i32* %6, align 4
  call void @_ZN5GuardC2EPKc(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0))
  %11 = load %struct.Calc*, %struct.Calc** %4, align 8
  %12 = load { i64, i64 }, { i64, i64 }* %5, align 8
  %13 = extractvalue { i64, i64 } %12, 1
  %14 = bitcast %struct.Calc* %11 to i8*
  %15 = getelementptr inbounds i8, i8* %14, i64 %13
  %16 = bitcast i8* %15 to %struct.Calc*
  %17 = extractvalue { i64, i64 } %12, 0
  %18 = and i64 %17, 1
  %19 = icmp ne i64 %18, 0
  br i1 %19, label %20, label %27

20:                                               ; preds = %3
  %21 = bitcast %struct.Calc* %16 to i8**
  %22 = load i8*, i8** %21, align 8
  %23 = sub i64 %17, 1
  %24 = getelementptr i8, i8* %22, i64 %23, !nosanitize !6
  %25 = bitcast i8* %24 to i32 (%struct.Calc*, i32)**, !nosanitize !6
  %26 = load i32 (%struct.Calc*, i32)*, i32 (%struct.Calc*, i32)** %25, align 8, !nosanitize !6
  br label %29

27:                                               ; preds = %3
  %28 = inttoptr i64 %17 to i32 (%struct.Calc*, i32)*
  br label %29

29:                                               ; preds = %27, %20
  %30 = phi i32 (%struct.Calc*, i32)* [ %26, %20 ], [ %28, %27 ]
  %31 = load i32, i32* %6, align 4
  %32 = invoke noundef i32 %30(%struct.Calc* noundef nonnull align 8 dereferenceable(12) %16, i32 noundef %31)
          to label %33 unwind label %34

33:                                               ; preds = %29
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %7) #10
  ret i32 %32

34:                                               ; preds = %29
  %35 = landingpad { i8*, i32 }
          cleanup
  %36 = extractvalue { i8*, i32 } %35, 0
  store i8* %36, i8** %8, align 8
  %37 = extractvalue { i8*, i32 } %35, 1
  store i32 %37, i32* %9, align 4
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %7) #10
  br label %38

38:                                               ; preds = %34
  %39 = load i8*, i8** %8, align 8
  %40 = load i32, i32* %9, align 4
  %41 = insertvalue { i8*, i32 } undef, i8* %39, 0
  %42 = insertvalue { i8*, i32 } %41, i32 %40, 1
  resume { i8*, i32 } %42
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
define linkonce_odr dso_local void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
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

declare dso_local void @_ZSt9terminatev()

declare dso_local i8* @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(i8*, i8*, i8*)

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
declare dso_local void @_ZdlPv(i8* noundef) #8

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

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readnone }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline noreturn nounwind }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = !{}
