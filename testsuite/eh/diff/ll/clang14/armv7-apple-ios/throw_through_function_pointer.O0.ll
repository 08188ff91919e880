; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Calc2 = type { %struct.Calc }
%struct.Calc = type { i32 (...)**, i32 }
%class.anon = type { i8 }
%struct.Guard = type { i8* }

@__const.main.ok_ops = private unnamed_addr constant [2 x i32 (i32)*] [i32 (i32)* @_ZL5op_oki, i32 (i32)* @_ZL9op_doublei], align 4
@.str = private unnamed_addr constant [7 x i8] c"ok %d\0A\00", align 1
@__const.main.bad_ops = private unnamed_addr constant [3 x i32 (i32)*] [i32 (i32)* @_ZL5op_oki, i32 (i32)* @_ZL8op_throwi, i32 (i32)* @_ZL9op_doublei], align 4
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [16 x i8] c"table threw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"pmf plain threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"pmf virtual threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"lambda threw %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"apply_all\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"~Guard(%s)\0A\00", align 1
@_ZTV5Calc2 = linkonce_odr unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Calc2 to i8*), i8* bitcast (i32 (%struct.Calc2*, i32)* @_ZN5Calc24virtEi to i8*), i8* bitcast (%struct.Calc2* (%struct.Calc2*)* @_ZN5Calc2D1Ev to i8*), i8* bitcast (void (%struct.Calc2*)* @_ZN5Calc2D0Ev to i8*)] }, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS5Calc2 = linkonce_odr constant [7 x i8] c"5Calc2\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Calc = linkonce_odr constant [6 x i8] c"4Calc\00", align 1
@_ZTI4Calc = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Calc, i32 0, i32 0) }, align 4
@_ZTI5Calc2 = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Calc2, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Calc to i8*) }, align 4
@_ZTV4Calc = linkonce_odr unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Calc to i8*), i8* bitcast (i32 (%struct.Calc*, i32)* @_ZN4Calc4virtEi to i8*), i8* bitcast (%struct.Calc* (%struct.Calc*)* @_ZN4CalcD1Ev to i8*), i8* bitcast (void (%struct.Calc*)* @_ZN4CalcD0Ev to i8*)] }, align 4
@.str.7 = private unnamed_addr constant [9 x i8] c"call_pmf\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32 (i32)*], align 4
  %3 = alloca [3 x i32 (i32)*], align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Calc2, align 4
  %8 = alloca { i32, i32 }, align 4
  %9 = alloca i32, align 4
  %10 = alloca { i32, i32 }, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32 (i32)*, align 4
  %13 = alloca %class.anon, align 1
  %14 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %15 = bitcast [2 x i32 (i32)*]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %15, i8* align 4 bitcast ([2 x i32 (i32)*]* @__const.main.ok_ops to i8*), i32 8, i1 false)
  %16 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* %2, i32 0, i32 0
  %17 = call noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef %16, i32 noundef 2, i32 noundef 3)
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i32 noundef %17)
  %19 = bitcast [3 x i32 (i32)*]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %19, i8* align 4 bitcast ([3 x i32 (i32)*]* @__const.main.bad_ops to i8*), i32 12, i1 false)
  %20 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* %3, i32 0, i32 0
  %21 = invoke noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef %20, i32 noundef 3, i32 noundef 3)
          to label %22 unwind label %23

22:                                               ; preds = %0
  br label %39

23:                                               ; preds = %0
  %24 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %25 = extractvalue { i8*, i32 } %24, 0
  store i8* %25, i8** %4, align 4
  %26 = extractvalue { i8*, i32 } %24, 1
  store i32 %26, i32* %5, align 4
  br label %27

27:                                               ; preds = %23
  %28 = load i32, i32* %5, align 4
  %29 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %30 = icmp eq i32 %28, %29
  br i1 %30, label %31, label %128

31:                                               ; preds = %27
  %32 = load i8*, i8** %4, align 4
  %33 = call i8* @__cxa_begin_catch(i8* %32) #10
  %34 = bitcast i8* %33 to i32*
  %35 = load i32, i32* %34, align 4
  store i32 %35, i32* %6, align 4
  %36 = load i32, i32* %6, align 4
  %37 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i32 0, i32 0), i32 noundef %36)
          to label %38 unwind label %48

38:                                               ; preds = %31
  call void @__cxa_end_catch() #10
  br label %39

39:                                               ; preds = %38, %22
  %40 = call noundef %struct.Calc2* @_ZN5Calc2C1Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %7) #10
  %41 = bitcast %struct.Calc2* %7 to %struct.Calc*
  %42 = getelementptr inbounds %struct.Calc, %struct.Calc* %41, i32 0, i32 1
  store i32 1000, i32* %42, align 4
  %43 = bitcast %struct.Calc2* %7 to %struct.Calc*
  store { i32, i32 } { i32 ptrtoint (i32 (%struct.Calc*, i32)* @_ZN4Calc5plainEi to i32), i32 0 }, { i32, i32 }* %8, align 4
  %44 = bitcast { i32, i32 }* %8 to [2 x i32]*
  %45 = load [2 x i32], [2 x i32]* %44, align 4
  %46 = invoke noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %43, [2 x i32] %45, i32 noundef 7)
          to label %47 unwind label %52

47:                                               ; preds = %39
  br label %68

48:                                               ; preds = %31
  %49 = landingpad { i8*, i32 }
          cleanup
  %50 = extractvalue { i8*, i32 } %49, 0
  store i8* %50, i8** %4, align 4
  %51 = extractvalue { i8*, i32 } %49, 1
  store i32 %51, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %128

52:                                               ; preds = %39
  %53 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %54 = extractvalue { i8*, i32 } %53, 0
  store i8* %54, i8** %4, align 4
  %55 = extractvalue { i8*, i32 } %53, 1
  store i32 %55, i32* %5, align 4
  br label %56

56:                                               ; preds = %52
  %57 = load i32, i32* %5, align 4
  %58 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %59 = icmp eq i32 %57, %58
  br i1 %59, label %60, label %126

60:                                               ; preds = %56
  %61 = load i8*, i8** %4, align 4
  %62 = call i8* @__cxa_begin_catch(i8* %61) #10
  %63 = bitcast i8* %62 to i32*
  %64 = load i32, i32* %63, align 4
  store i32 %64, i32* %9, align 4
  %65 = load i32, i32* %9, align 4
  %66 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i32 0, i32 0), i32 noundef %65)
          to label %67 unwind label %74

67:                                               ; preds = %60
  call void @__cxa_end_catch() #10
  br label %68

68:                                               ; preds = %67, %47
  %69 = bitcast %struct.Calc2* %7 to %struct.Calc*
  store { i32, i32 } { i32 0, i32 1 }, { i32, i32 }* %10, align 4
  %70 = bitcast { i32, i32 }* %10 to [2 x i32]*
  %71 = load [2 x i32], [2 x i32]* %70, align 4
  %72 = invoke noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %69, [2 x i32] %71, i32 noundef 8)
          to label %73 unwind label %78

73:                                               ; preds = %68
  br label %94

74:                                               ; preds = %60
  %75 = landingpad { i8*, i32 }
          cleanup
  %76 = extractvalue { i8*, i32 } %75, 0
  store i8* %76, i8** %4, align 4
  %77 = extractvalue { i8*, i32 } %75, 1
  store i32 %77, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %126

78:                                               ; preds = %68
  %79 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %80 = extractvalue { i8*, i32 } %79, 0
  store i8* %80, i8** %4, align 4
  %81 = extractvalue { i8*, i32 } %79, 1
  store i32 %81, i32* %5, align 4
  br label %82

82:                                               ; preds = %78
  %83 = load i32, i32* %5, align 4
  %84 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %85 = icmp eq i32 %83, %84
  br i1 %85, label %86, label %126

86:                                               ; preds = %82
  %87 = load i8*, i8** %4, align 4
  %88 = call i8* @__cxa_begin_catch(i8* %87) #10
  %89 = bitcast i8* %88 to i32*
  %90 = load i32, i32* %89, align 4
  store i32 %90, i32* %11, align 4
  %91 = load i32, i32* %11, align 4
  %92 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i32 0, i32 0), i32 noundef %91)
          to label %93 unwind label %99

93:                                               ; preds = %86
  call void @__cxa_end_catch() #10
  br label %94

94:                                               ; preds = %93, %73
  %95 = call noundef i32 (i32)* @"_ZZ4mainENK3$_0cvPFiiEEv"(%class.anon* noundef nonnull align 1 dereferenceable(1) %13) #10
  store i32 (i32)* %95, i32 (i32)** %12, align 4
  %96 = load i32 (i32)*, i32 (i32)** %12, align 4
  %97 = invoke noundef i32 %96(i32 noundef 41)
          to label %98 unwind label %103

98:                                               ; preds = %94
  br label %119

99:                                               ; preds = %86
  %100 = landingpad { i8*, i32 }
          cleanup
  %101 = extractvalue { i8*, i32 } %100, 0
  store i8* %101, i8** %4, align 4
  %102 = extractvalue { i8*, i32 } %100, 1
  store i32 %102, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %126

103:                                              ; preds = %94
  %104 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %105 = extractvalue { i8*, i32 } %104, 0
  store i8* %105, i8** %4, align 4
  %106 = extractvalue { i8*, i32 } %104, 1
  store i32 %106, i32* %5, align 4
  br label %107

107:                                              ; preds = %103
  %108 = load i32, i32* %5, align 4
  %109 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #10
  %110 = icmp eq i32 %108, %109
  br i1 %110, label %111, label %126

111:                                              ; preds = %107
  %112 = load i8*, i8** %4, align 4
  %113 = call i8* @__cxa_begin_catch(i8* %112) #10
  %114 = bitcast i8* %113 to i32*
  %115 = load i32, i32* %114, align 4
  store i32 %115, i32* %14, align 4
  %116 = load i32, i32* %14, align 4
  %117 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %116)
          to label %118 unwind label %122

118:                                              ; preds = %111
  call void @__cxa_end_catch() #10
  br label %119

119:                                              ; preds = %118, %98
  store i32 0, i32* %1, align 4
  %120 = call noundef %struct.Calc2* @_ZN5Calc2D1Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %7) #10
  %121 = load i32, i32* %1, align 4
  ret i32 %121

122:                                              ; preds = %111
  %123 = landingpad { i8*, i32 }
          cleanup
  %124 = extractvalue { i8*, i32 } %123, 0
  store i8* %124, i8** %4, align 4
  %125 = extractvalue { i8*, i32 } %123, 1
  store i32 %125, i32* %5, align 4
  call void @__cxa_end_catch() #10
  br label %126

126:                                              ; preds = %122, %107, %99, %82, %74, %56
  %127 = call noundef %struct.Calc2* @_ZN5Calc2D1Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %7) #10
  br label %128

128:                                              ; preds = %126, %48, %27
  %129 = load i8*, i8** %4, align 4
  %130 = load i32, i32* %5, align 4
  %131 = insertvalue { i8*, i32 } undef, i8* %129, 0
  %132 = insertvalue { i8*, i32 } %131, i32 %130, 1
  resume { i8*, i32 } %132
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5op_oki(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9op_doublei(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL9apply_allPKPFiiEii(i32 (i32)** noundef %0, i32 noundef %1, i32 noundef %2) #4 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %4 = alloca i32 (i32)**, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Guard, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8*, align 4
  %10 = alloca i32, align 4
  store i32 (i32)** %0, i32 (i32)*** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %11 = call noundef %struct.Guard* @_ZN5GuardC1EPKc(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %7, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0))
  store i32 0, i32* %8, align 4
  br label %12

12:                                               ; preds = %24, %3
  %13 = load i32, i32* %8, align 4
  %14 = load i32, i32* %5, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %32

16:                                               ; preds = %12
  %17 = load i32 (i32)**, i32 (i32)*** %4, align 4
  %18 = load i32, i32* %8, align 4
  %19 = getelementptr inbounds i32 (i32)*, i32 (i32)** %17, i32 %18
  %20 = load i32 (i32)*, i32 (i32)** %19, align 4
  %21 = load i32, i32* %6, align 4
  %22 = invoke noundef i32 %20(i32 noundef %21)
          to label %23 unwind label %27

23:                                               ; preds = %16
  store i32 %22, i32* %6, align 4
  br label %24

24:                                               ; preds = %23
  %25 = load i32, i32* %8, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %8, align 4
  br label %12, !llvm.loop !9

27:                                               ; preds = %16
  %28 = landingpad { i8*, i32 }
          cleanup
  %29 = extractvalue { i8*, i32 } %28, 0
  store i8* %29, i8** %9, align 4
  %30 = extractvalue { i8*, i32 } %28, 1
  store i32 %30, i32* %10, align 4
  %31 = call noundef %struct.Guard* @_ZN5GuardD1Ev(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %7) #10
  br label %35

32:                                               ; preds = %12
  %33 = load i32, i32* %6, align 4
  %34 = call noundef %struct.Guard* @_ZN5GuardD1Ev(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %7) #10
  ret i32 %33

35:                                               ; preds = %27
  %36 = load i8*, i8** %9, align 4
  %37 = load i32, i32* %10, align 4
  %38 = insertvalue { i8*, i32 } undef, i8* %36, 0
  %39 = insertvalue { i8*, i32 } %38, i32 %37, 1
  resume { i8*, i32 } %39
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8op_throwi(i32 noundef %0) #4 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = call i8* @__cxa_allocate_exception(i32 4) #10
  %4 = bitcast i8* %3 to i32*
  %5 = load i32, i32* %2, align 4
  %6 = mul nsw i32 %5, 100
  store i32 %6, i32* %4, align 8
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Calc2* @_ZN5Calc2C1Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.Calc2*, align 4
  store %struct.Calc2* %0, %struct.Calc2** %2, align 4
  %3 = load %struct.Calc2*, %struct.Calc2** %2, align 4
  %4 = call noundef %struct.Calc2* @_ZN5Calc2C2Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %3) #10
  ret %struct.Calc2* %3
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8call_pmfR4CalcMS_FiiEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, [2 x i32] %1, i32 noundef %2) #4 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %4 = alloca { i32, i32 }, align 4
  %5 = alloca %struct.Calc*, align 4
  %6 = alloca { i32, i32 }, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Guard, align 4
  %9 = alloca i8*, align 4
  %10 = alloca i32, align 4
  %11 = bitcast { i32, i32 }* %4 to [2 x i32]*
  store [2 x i32] %1, [2 x i32]* %11, align 4
  %12 = load { i32, i32 }, { i32, i32 }* %4, align 4
  store %struct.Calc* %0, %struct.Calc** %5, align 4
  store { i32, i32 } %12, { i32, i32 }* %6, align 4
  store i32 %2, i32* %7, align 4
  %13 = call noundef %struct.Guard* @_ZN5GuardC1EPKc(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %8, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0))
  %14 = load %struct.Calc*, %struct.Calc** %5, align 4
  %15 = load { i32, i32 }, { i32, i32 }* %6, align 4
  %16 = extractvalue { i32, i32 } %15, 1
  %17 = ashr i32 %16, 1
  %18 = bitcast %struct.Calc* %14 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i32 %17
  %20 = bitcast i8* %19 to %struct.Calc*
  %21 = extractvalue { i32, i32 } %15, 0
  %22 = and i32 %16, 1
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %24, label %30

24:                                               ; preds = %3
  %25 = bitcast %struct.Calc* %20 to i8**
  %26 = load i8*, i8** %25, align 4
  %27 = getelementptr i8, i8* %26, i32 %21, !nosanitize !11
  %28 = bitcast i8* %27 to i32 (%struct.Calc*, i32)**, !nosanitize !11
  %29 = load i32 (%struct.Calc*, i32)*, i32 (%struct.Calc*, i32)** %28, align 4, !nosanitize !11
  br label %32

30:                                               ; preds = %3
  %31 = inttoptr i32 %21 to i32 (%struct.Calc*, i32)*
  br label %32

32:                                               ; preds = %30, %24
  %33 = phi i32 (%struct.Calc*, i32)* [ %29, %24 ], [ %31, %30 ]
  %34 = load i32, i32* %7, align 4
  %35 = invoke noundef i32 %33(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %20, i32 noundef %34)
          to label %36 unwind label %38

36:                                               ; preds = %32
  %37 = call noundef %struct.Guard* @_ZN5GuardD1Ev(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %8) #10
  ret i32 %35

38:                                               ; preds = %32
  %39 = landingpad { i8*, i32 }
          cleanup
  %40 = extractvalue { i8*, i32 } %39, 0
  store i8* %40, i8** %9, align 4
  %41 = extractvalue { i8*, i32 } %39, 1
  store i32 %41, i32* %10, align 4
  %42 = call noundef %struct.Guard* @_ZN5GuardD1Ev(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %8) #10
  br label %43

43:                                               ; preds = %38
  %44 = load i8*, i8** %9, align 4
  %45 = load i32, i32* %10, align 4
  %46 = insertvalue { i8*, i32 } undef, i8* %44, 0
  %47 = insertvalue { i8*, i32 } %46, i32 %45, 1
  resume { i8*, i32 } %47
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef i32 @_ZN4Calc5plainEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #4 align 2 {
  %3 = alloca %struct.Calc*, align 4
  %4 = alloca i32, align 4
  store %struct.Calc* %0, %struct.Calc** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Calc*, %struct.Calc** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp sgt i32 %6, 5
  br i1 %7, label %8, label %15

8:                                                ; preds = %2
  %9 = call i8* @__cxa_allocate_exception(i32 4) #10
  %10 = bitcast i8* %9 to i32*
  %11 = getelementptr inbounds %struct.Calc, %struct.Calc* %5, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = load i32, i32* %4, align 4
  %14 = add nsw i32 %12, %13
  store i32 %14, i32* %10, align 8
  call void @__cxa_throw(i8* %9, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
  unreachable

15:                                               ; preds = %2
  %16 = load i32, i32* %4, align 4
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 (i32)* @"_ZZ4mainENK3$_0cvPFiiEEv"(%class.anon* noundef nonnull align 1 dereferenceable(1) %0) #1 align 2 {
  %2 = alloca %class.anon*, align 4
  store %class.anon* %0, %class.anon** %2, align 4
  %3 = load %class.anon*, %class.anon** %2, align 4
  ret i32 (i32)* @"_ZZ4mainEN3$_08__invokeEi"
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Calc2* @_ZN5Calc2D1Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.Calc2*, align 4
  store %struct.Calc2* %0, %struct.Calc2** %2, align 4
  %3 = load %struct.Calc2*, %struct.Calc2** %2, align 4
  %4 = call noundef %struct.Calc2* @_ZN5Calc2D2Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %3) #10
  ret %struct.Calc2* %3
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Guard* @_ZN5GuardC1EPKc(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #7 align 2 {
  %3 = alloca %struct.Guard*, align 4
  %4 = alloca i8*, align 4
  store %struct.Guard* %0, %struct.Guard** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.Guard*, %struct.Guard** %3, align 4
  %6 = load i8*, i8** %4, align 4
  %7 = call noundef %struct.Guard* @_ZN5GuardC2EPKc(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %5, i8* noundef %6)
  ret %struct.Guard* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Guard* @_ZN5GuardD1Ev(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.Guard*, align 4
  store %struct.Guard* %0, %struct.Guard** %2, align 4
  %3 = load %struct.Guard*, %struct.Guard** %2, align 4
  %4 = call noundef %struct.Guard* @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %3) #10
  ret %struct.Guard* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Guard* @_ZN5GuardC2EPKc(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #6 align 2 {
  %3 = alloca %struct.Guard*, align 4
  %4 = alloca i8*, align 4
  store %struct.Guard* %0, %struct.Guard** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.Guard*, %struct.Guard** %3, align 4
  %6 = getelementptr inbounds %struct.Guard, %struct.Guard* %5, i32 0, i32 0
  %7 = load i8*, i8** %4, align 4
  store i8* %7, i8** %6, align 4
  ret %struct.Guard* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Guard* @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Guard*, align 4
  store %struct.Guard* %0, %struct.Guard** %2, align 4
  %3 = load %struct.Guard*, %struct.Guard** %2, align 4
  %4 = getelementptr inbounds %struct.Guard, %struct.Guard* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Guard* %3

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #12
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #8 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #10
  call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev()

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Calc2* @_ZN5Calc2C2Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.Calc2*, align 4
  store %struct.Calc2* %0, %struct.Calc2** %2, align 4
  %3 = load %struct.Calc2*, %struct.Calc2** %2, align 4
  %4 = bitcast %struct.Calc2* %3 to %struct.Calc*
  %5 = call noundef %struct.Calc* @_ZN4CalcC2Ev(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %4) #10
  %6 = bitcast %struct.Calc2* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Calc2, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.Calc2* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Calc* @_ZN4CalcC2Ev(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.Calc*, align 4
  store %struct.Calc* %0, %struct.Calc** %2, align 4
  %3 = load %struct.Calc*, %struct.Calc** %2, align 4
  %4 = bitcast %struct.Calc* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Calc, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.Calc* %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef i32 @_ZN5Calc24virtEi(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #4 align 2 {
  %3 = alloca %struct.Calc2*, align 4
  %4 = alloca i32, align 4
  store %struct.Calc2* %0, %struct.Calc2** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Calc2*, %struct.Calc2** %3, align 4
  %6 = call i8* @__cxa_allocate_exception(i32 4) #10
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %4, align 4
  %9 = sub nsw i32 0, %8
  store i32 %9, i32* %7, align 8
  call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN5Calc2D0Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.Calc2*, align 4
  store %struct.Calc2* %0, %struct.Calc2** %2, align 4
  %3 = load %struct.Calc2*, %struct.Calc2** %2, align 4
  %4 = call noundef %struct.Calc2* @_ZN5Calc2D1Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %3) #10
  %5 = bitcast %struct.Calc2* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i32 @_ZN4Calc4virtEi(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca %struct.Calc*, align 4
  %4 = alloca i32, align 4
  store %struct.Calc* %0, %struct.Calc** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Calc*, %struct.Calc** %3, align 4
  %6 = load i32, i32* %4, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Calc* @_ZN4CalcD1Ev(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.Calc*, align 4
  store %struct.Calc* %0, %struct.Calc** %2, align 4
  %3 = load %struct.Calc*, %struct.Calc** %2, align 4
  %4 = call noundef %struct.Calc* @_ZN4CalcD2Ev(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %3) #10
  ret %struct.Calc* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN4CalcD0Ev(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.Calc*, align 4
  store %struct.Calc* %0, %struct.Calc** %2, align 4
  %3 = load %struct.Calc*, %struct.Calc** %2, align 4
  %4 = call noundef %struct.Calc* @_ZN4CalcD1Ev(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %3) #10
  %5 = bitcast %struct.Calc* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #13
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Calc* @_ZN4CalcD2Ev(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.Calc*, align 4
  store %struct.Calc* %0, %struct.Calc** %2, align 4
  %3 = load %struct.Calc*, %struct.Calc** %2, align 4
  ret %struct.Calc* %3
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #9

; Function Attrs: noinline optnone
define internal noundef i32 @"_ZZ4mainEN3$_08__invokeEi"(i32 noundef %0) #7 align 2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call noundef i32 @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3)
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #4 align 2 {
  %3 = alloca %class.anon*, align 4
  %4 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon*, %class.anon** %3, align 4
  %6 = call i8* @__cxa_allocate_exception(i32 4) #10
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %4, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* %7, align 8
  call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #11
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Calc2* @_ZN5Calc2D2Ev(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.Calc2*, align 4
  store %struct.Calc2* %0, %struct.Calc2** %2, align 4
  %3 = load %struct.Calc2*, %struct.Calc2** %2, align 4
  %4 = bitcast %struct.Calc2* %3 to %struct.Calc*
  %5 = call noundef %struct.Calc* @_ZN4CalcD2Ev(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %4) #10
  ret %struct.Calc2* %3
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind readnone }
attributes #6 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { noinline noreturn nounwind }
attributes #9 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{}
