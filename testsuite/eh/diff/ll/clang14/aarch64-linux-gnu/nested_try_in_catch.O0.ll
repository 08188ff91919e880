; ModuleID = 'nested_try_in_catch.cpp'
source_filename = "nested_try_in_catch.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.E = type { i32 }

$_ZN1EC2Ei = comdat any

$_ZN1ED2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 8
@.str = private unnamed_addr constant [13 x i8] c"handling %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"nested handling %d while %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [16 x i8] c"third level %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"leaving nested\0A\00", align 1
@.str.4 = private unnamed_addr constant [35 x i8] c"back in first handler %d, rethrow\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"rethrown %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.E*, align 8
  %5 = alloca %struct.E*, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.E*, align 8
  store i32 0, i32* %1, align 4
  %8 = call i8* @__cxa_allocate_exception(i64 4) #6
  %9 = bitcast i8* %8 to %struct.E*
  invoke void @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 1)
          to label %10 unwind label %11

10:                                               ; preds = %0
  invoke void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (void (%struct.E*)* @_ZN1ED2Ev to i8*)) #7
          to label %132 unwind label %15

11:                                               ; preds = %0
  %12 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %13 = extractvalue { i8*, i32 } %12, 0
  store i8* %13, i8** %2, align 8
  %14 = extractvalue { i8*, i32 } %12, 1
  store i32 %14, i32* %3, align 4
  call void @__cxa_free_exception(i8* %8) #6
  br label %19

15:                                               ; preds = %10
  %16 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %17 = extractvalue { i8*, i32 } %16, 0
  store i8* %17, i8** %2, align 8
  %18 = extractvalue { i8*, i32 } %16, 1
  store i32 %18, i32* %3, align 4
  br label %19

19:                                               ; preds = %15, %11
  %20 = load i32, i32* %3, align 4
  %21 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #6
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %103

23:                                               ; preds = %19
  %24 = load i8*, i8** %2, align 8
  %25 = call i8* @__cxa_begin_catch(i8* %24) #6
  %26 = bitcast i8* %25 to %struct.E*
  store %struct.E* %26, %struct.E** %4, align 8
  %27 = load %struct.E*, %struct.E** %4, align 8
  %28 = getelementptr inbounds %struct.E, %struct.E* %27, i32 0, i32 0
  %29 = load i32, i32* %28, align 4
  %30 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %29)
          to label %31 unwind label %35

31:                                               ; preds = %23
  %32 = call i8* @__cxa_allocate_exception(i64 4) #6
  %33 = bitcast i8* %32 to %struct.E*
  invoke void @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %33, i32 noundef 2)
          to label %34 unwind label %39

34:                                               ; preds = %31
  invoke void @__cxa_throw(i8* %32, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (void (%struct.E*)* @_ZN1ED2Ev to i8*)) #7
          to label %132 unwind label %43

35:                                               ; preds = %94, %89, %87, %23
  %36 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %37 = extractvalue { i8*, i32 } %36, 0
  store i8* %37, i8** %2, align 8
  %38 = extractvalue { i8*, i32 } %36, 1
  store i32 %38, i32* %3, align 4
  br label %101

39:                                               ; preds = %31
  %40 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %41 = extractvalue { i8*, i32 } %40, 0
  store i8* %41, i8** %2, align 8
  %42 = extractvalue { i8*, i32 } %40, 1
  store i32 %42, i32* %3, align 4
  call void @__cxa_free_exception(i8* %32) #6
  br label %47

43:                                               ; preds = %34
  %44 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %45 = extractvalue { i8*, i32 } %44, 0
  store i8* %45, i8** %2, align 8
  %46 = extractvalue { i8*, i32 } %44, 1
  store i32 %46, i32* %3, align 4
  br label %47

47:                                               ; preds = %43, %39
  %48 = load i32, i32* %3, align 4
  %49 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #6
  %50 = icmp eq i32 %48, %49
  br i1 %50, label %51, label %101

51:                                               ; preds = %47
  %52 = load i8*, i8** %2, align 8
  %53 = call i8* @__cxa_begin_catch(i8* %52) #6
  %54 = bitcast i8* %53 to %struct.E*
  store %struct.E* %54, %struct.E** %5, align 8
  %55 = load %struct.E*, %struct.E** %5, align 8
  %56 = getelementptr inbounds %struct.E, %struct.E* %55, i32 0, i32 0
  %57 = load i32, i32* %56, align 4
  %58 = load %struct.E*, %struct.E** %4, align 8
  %59 = getelementptr inbounds %struct.E, %struct.E* %58, i32 0, i32 0
  %60 = load i32, i32* %59, align 4
  %61 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i64 0, i64 0), i32 noundef %57, i32 noundef %60)
          to label %62 unwind label %65

62:                                               ; preds = %51
  %63 = call i8* @__cxa_allocate_exception(i64 4) #6
  %64 = bitcast i8* %63 to i32*
  store i32 3, i32* %64, align 16
  invoke void @__cxa_throw(i8* %63, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %132 unwind label %69

65:                                               ; preds = %85, %51
  %66 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %67 = extractvalue { i8*, i32 } %66, 0
  store i8* %67, i8** %2, align 8
  %68 = extractvalue { i8*, i32 } %66, 1
  store i32 %68, i32* %3, align 4
  br label %99

69:                                               ; preds = %62
  %70 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %71 = extractvalue { i8*, i32 } %70, 0
  store i8* %71, i8** %2, align 8
  %72 = extractvalue { i8*, i32 } %70, 1
  store i32 %72, i32* %3, align 4
  br label %73

73:                                               ; preds = %69
  %74 = load i32, i32* %3, align 4
  %75 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %76 = icmp eq i32 %74, %75
  br i1 %76, label %77, label %99

77:                                               ; preds = %73
  %78 = load i8*, i8** %2, align 8
  %79 = call i8* @__cxa_begin_catch(i8* %78) #6
  %80 = bitcast i8* %79 to i32*
  %81 = load i32, i32* %80, align 4
  store i32 %81, i32* %6, align 4
  %82 = load i32, i32* %6, align 4
  %83 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %82)
          to label %84 unwind label %95

84:                                               ; preds = %77
  call void @__cxa_end_catch() #6
  br label %85

85:                                               ; preds = %84
  %86 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0))
          to label %87 unwind label %65

87:                                               ; preds = %85
  invoke void @__cxa_end_catch()
          to label %88 unwind label %35

88:                                               ; preds = %87
  br label %89

89:                                               ; preds = %88
  %90 = load %struct.E*, %struct.E** %4, align 8
  %91 = getelementptr inbounds %struct.E, %struct.E* %90, i32 0, i32 0
  %92 = load i32, i32* %91, align 4
  %93 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.4, i64 0, i64 0), i32 noundef %92)
          to label %94 unwind label %35

94:                                               ; preds = %89
  invoke void @__cxa_rethrow() #7
          to label %132 unwind label %35

95:                                               ; preds = %77
  %96 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %97 = extractvalue { i8*, i32 } %96, 0
  store i8* %97, i8** %2, align 8
  %98 = extractvalue { i8*, i32 } %96, 1
  store i32 %98, i32* %3, align 4
  call void @__cxa_end_catch() #6
  br label %99

99:                                               ; preds = %95, %73, %65
  invoke void @__cxa_end_catch()
          to label %100 unwind label %129

100:                                              ; preds = %99
  br label %101

101:                                              ; preds = %100, %47, %35
  invoke void @__cxa_end_catch()
          to label %102 unwind label %129

102:                                              ; preds = %101
  br label %103

103:                                              ; preds = %102, %19
  %104 = load i32, i32* %3, align 4
  %105 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #6
  %106 = icmp eq i32 %104, %105
  br i1 %106, label %107, label %124

107:                                              ; preds = %103
  %108 = load i8*, i8** %2, align 8
  %109 = call i8* @__cxa_begin_catch(i8* %108) #6
  %110 = bitcast i8* %109 to %struct.E*
  store %struct.E* %110, %struct.E** %7, align 8
  %111 = load %struct.E*, %struct.E** %7, align 8
  %112 = getelementptr inbounds %struct.E, %struct.E* %111, i32 0, i32 0
  %113 = load i32, i32* %112, align 4
  %114 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i64 0, i64 0), i32 noundef %113)
          to label %115 unwind label %119

115:                                              ; preds = %107
  call void @__cxa_end_catch()
  br label %116

116:                                              ; preds = %115, %118
  %117 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0))
  ret i32 0

118:                                              ; No predecessors!
  br label %116

119:                                              ; preds = %107
  %120 = landingpad { i8*, i32 }
          cleanup
  %121 = extractvalue { i8*, i32 } %120, 0
  store i8* %121, i8** %2, align 8
  %122 = extractvalue { i8*, i32 } %120, 1
  store i32 %122, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %123 unwind label %129

123:                                              ; preds = %119
  br label %124

124:                                              ; preds = %123, %103
  %125 = load i8*, i8** %2, align 8
  %126 = load i32, i32* %3, align 4
  %127 = insertvalue { i8*, i32 } undef, i8* %125, 0
  %128 = insertvalue { i8*, i32 } %127, i32 %126, 1
  resume { i8*, i32 } %128

129:                                              ; preds = %119, %101, %99
  %130 = landingpad { i8*, i32 }
          catch i8* null
  %131 = extractvalue { i8*, i32 } %130, 0
  call void @__clang_call_terminate(i8* %131) #8
  unreachable

132:                                              ; preds = %94, %62, %34, %10
  unreachable
}

declare i8* @__cxa_allocate_exception(i64)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.E*, align 8
  %4 = alloca i32, align 4
  store %struct.E* %0, %struct.E** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.E*, %struct.E** %3, align 8
  %6 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef %9)
  ret void
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.E*, align 8
  store %struct.E* %0, %struct.E** %2, align 8
  %3 = load %struct.E*, %struct.E** %2, align 8
  %4 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #8
  unreachable
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

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
