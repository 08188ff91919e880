; ModuleID = 'nested_try_in_catch.cpp'
source_filename = "nested_try_in_catch.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.E = type { i32 }

$_ZN1EC2Ei = comdat any

$_ZN1ED2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 4
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

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.E*, align 4
  %5 = alloca %struct.E*, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.E*, align 4
  store i32 0, i32* %1, align 4
  %8 = call i8* @__cxa_allocate_exception(i32 4) #6
  %9 = bitcast i8* %8 to %struct.E*
  %10 = invoke noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 1)
          to label %11 unwind label %12

11:                                               ; preds = %0
  invoke void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #7
          to label %134 unwind label %16

12:                                               ; preds = %0
  %13 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %2, align 4
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %3, align 4
  call void @__cxa_free_exception(i8* %8) #6
  br label %20

16:                                               ; preds = %11
  %17 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %18 = extractvalue { i8*, i32 } %17, 0
  store i8* %18, i8** %2, align 4
  %19 = extractvalue { i8*, i32 } %17, 1
  store i32 %19, i32* %3, align 4
  br label %20

20:                                               ; preds = %16, %12
  %21 = load i32, i32* %3, align 4
  %22 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #6
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %105

24:                                               ; preds = %20
  %25 = load i8*, i8** %2, align 4
  %26 = call i8* @__cxa_begin_catch(i8* %25) #6
  %27 = bitcast i8* %26 to %struct.E*
  store %struct.E* %27, %struct.E** %4, align 4
  %28 = load %struct.E*, %struct.E** %4, align 4
  %29 = getelementptr inbounds %struct.E, %struct.E* %28, i32 0, i32 0
  %30 = load i32, i32* %29, align 4
  %31 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i32 0, i32 0), i32 noundef %30)
          to label %32 unwind label %37

32:                                               ; preds = %24
  %33 = call i8* @__cxa_allocate_exception(i32 4) #6
  %34 = bitcast i8* %33 to %struct.E*
  %35 = invoke noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull align 4 dereferenceable(4) %34, i32 noundef 2)
          to label %36 unwind label %41

36:                                               ; preds = %32
  invoke void @__cxa_throw(i8* %33, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #7
          to label %134 unwind label %45

37:                                               ; preds = %96, %91, %89, %24
  %38 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %39 = extractvalue { i8*, i32 } %38, 0
  store i8* %39, i8** %2, align 4
  %40 = extractvalue { i8*, i32 } %38, 1
  store i32 %40, i32* %3, align 4
  br label %103

41:                                               ; preds = %32
  %42 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %43 = extractvalue { i8*, i32 } %42, 0
  store i8* %43, i8** %2, align 4
  %44 = extractvalue { i8*, i32 } %42, 1
  store i32 %44, i32* %3, align 4
  call void @__cxa_free_exception(i8* %33) #6
  br label %49

45:                                               ; preds = %36
  %46 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %47 = extractvalue { i8*, i32 } %46, 0
  store i8* %47, i8** %2, align 4
  %48 = extractvalue { i8*, i32 } %46, 1
  store i32 %48, i32* %3, align 4
  br label %49

49:                                               ; preds = %45, %41
  %50 = load i32, i32* %3, align 4
  %51 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #6
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %103

53:                                               ; preds = %49
  %54 = load i8*, i8** %2, align 4
  %55 = call i8* @__cxa_begin_catch(i8* %54) #6
  %56 = bitcast i8* %55 to %struct.E*
  store %struct.E* %56, %struct.E** %5, align 4
  %57 = load %struct.E*, %struct.E** %5, align 4
  %58 = getelementptr inbounds %struct.E, %struct.E* %57, i32 0, i32 0
  %59 = load i32, i32* %58, align 4
  %60 = load %struct.E*, %struct.E** %4, align 4
  %61 = getelementptr inbounds %struct.E, %struct.E* %60, i32 0, i32 0
  %62 = load i32, i32* %61, align 4
  %63 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i32 0, i32 0), i32 noundef %59, i32 noundef %62)
          to label %64 unwind label %67

64:                                               ; preds = %53
  %65 = call i8* @__cxa_allocate_exception(i32 4) #6
  %66 = bitcast i8* %65 to i32*
  store i32 3, i32* %66, align 8
  invoke void @__cxa_throw(i8* %65, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %134 unwind label %71

67:                                               ; preds = %87, %53
  %68 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %69 = extractvalue { i8*, i32 } %68, 0
  store i8* %69, i8** %2, align 4
  %70 = extractvalue { i8*, i32 } %68, 1
  store i32 %70, i32* %3, align 4
  br label %101

71:                                               ; preds = %64
  %72 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %73 = extractvalue { i8*, i32 } %72, 0
  store i8* %73, i8** %2, align 4
  %74 = extractvalue { i8*, i32 } %72, 1
  store i32 %74, i32* %3, align 4
  br label %75

75:                                               ; preds = %71
  %76 = load i32, i32* %3, align 4
  %77 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %78 = icmp eq i32 %76, %77
  br i1 %78, label %79, label %101

79:                                               ; preds = %75
  %80 = load i8*, i8** %2, align 4
  %81 = call i8* @__cxa_begin_catch(i8* %80) #6
  %82 = bitcast i8* %81 to i32*
  %83 = load i32, i32* %82, align 4
  store i32 %83, i32* %6, align 4
  %84 = load i32, i32* %6, align 4
  %85 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i32 noundef %84)
          to label %86 unwind label %97

86:                                               ; preds = %79
  call void @__cxa_end_catch() #6
  br label %87

87:                                               ; preds = %86
  %88 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0))
          to label %89 unwind label %67

89:                                               ; preds = %87
  invoke void @__cxa_end_catch()
          to label %90 unwind label %37

90:                                               ; preds = %89
  br label %91

91:                                               ; preds = %90
  %92 = load %struct.E*, %struct.E** %4, align 4
  %93 = getelementptr inbounds %struct.E, %struct.E* %92, i32 0, i32 0
  %94 = load i32, i32* %93, align 4
  %95 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.4, i32 0, i32 0), i32 noundef %94)
          to label %96 unwind label %37

96:                                               ; preds = %91
  invoke void @__cxa_rethrow() #7
          to label %134 unwind label %37

97:                                               ; preds = %79
  %98 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %99 = extractvalue { i8*, i32 } %98, 0
  store i8* %99, i8** %2, align 4
  %100 = extractvalue { i8*, i32 } %98, 1
  store i32 %100, i32* %3, align 4
  call void @__cxa_end_catch() #6
  br label %101

101:                                              ; preds = %97, %75, %67
  invoke void @__cxa_end_catch()
          to label %102 unwind label %131

102:                                              ; preds = %101
  br label %103

103:                                              ; preds = %102, %49, %37
  invoke void @__cxa_end_catch()
          to label %104 unwind label %131

104:                                              ; preds = %103
  br label %105

105:                                              ; preds = %104, %20
  %106 = load i32, i32* %3, align 4
  %107 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #6
  %108 = icmp eq i32 %106, %107
  br i1 %108, label %109, label %126

109:                                              ; preds = %105
  %110 = load i8*, i8** %2, align 4
  %111 = call i8* @__cxa_begin_catch(i8* %110) #6
  %112 = bitcast i8* %111 to %struct.E*
  store %struct.E* %112, %struct.E** %7, align 4
  %113 = load %struct.E*, %struct.E** %7, align 4
  %114 = getelementptr inbounds %struct.E, %struct.E* %113, i32 0, i32 0
  %115 = load i32, i32* %114, align 4
  %116 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i32 0, i32 0), i32 noundef %115)
          to label %117 unwind label %121

117:                                              ; preds = %109
  call void @__cxa_end_catch()
  br label %118

118:                                              ; preds = %117, %120
  %119 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0))
  ret i32 0

120:                                              ; No predecessors!
  br label %118

121:                                              ; preds = %109
  %122 = landingpad { i8*, i32 }
          cleanup
  %123 = extractvalue { i8*, i32 } %122, 0
  store i8* %123, i8** %2, align 4
  %124 = extractvalue { i8*, i32 } %122, 1
  store i32 %124, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %125 unwind label %131

125:                                              ; preds = %121
  br label %126

126:                                              ; preds = %125, %105
  %127 = load i8*, i8** %2, align 4
  %128 = load i32, i32* %3, align 4
  %129 = insertvalue { i8*, i32 } undef, i8* %127, 0
  %130 = insertvalue { i8*, i32 } %129, i32 %128, 1
  resume { i8*, i32 } %130

131:                                              ; preds = %121, %103, %101
  %132 = landingpad { i8*, i32 }
          catch i8* null
  %133 = extractvalue { i8*, i32 } %132, 0
  call void @__clang_call_terminate(i8* %133) #8
  unreachable

134:                                              ; preds = %96, %64, %36, %11
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.E* @_ZN1EC2Ei(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.E*, align 4
  %4 = alloca i32, align 4
  store %struct.E* %0, %struct.E** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.E*, %struct.E** %3, align 4
  %6 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef %9)
  ret %struct.E* %5
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.E*, align 4
  store %struct.E* %0, %struct.E** %2, align 4
  %3 = load %struct.E*, %struct.E** %2, align 4
  %4 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.E* %3

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

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
