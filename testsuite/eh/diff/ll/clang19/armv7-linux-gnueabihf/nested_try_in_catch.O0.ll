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

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1E }, comdat, align 4
@.str = private unnamed_addr constant [13 x i8] c"handling %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"nested handling %d while %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [16 x i8] c"third level %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"leaving nested\0A\00", align 1
@.str.4 = private unnamed_addr constant [35 x i8] c"back in first handler %d, rethrow\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"rethrown %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %8 = call ptr @__cxa_allocate_exception(i32 4) #6
  %9 = invoke noundef ptr @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %8, i32 noundef 1)
          to label %10 unwind label %11

10:                                               ; preds = %0
  invoke void @__cxa_throw(ptr %8, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #7
          to label %127 unwind label %15

11:                                               ; preds = %0
  %12 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %2, align 4
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %3, align 4
  call void @__cxa_free_exception(ptr %8) #6
  br label %19

15:                                               ; preds = %10
  %16 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %2, align 4
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %15, %11
  %20 = load i32, ptr %3, align 4
  %21 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %99

23:                                               ; preds = %19
  %24 = load ptr, ptr %2, align 4
  %25 = call ptr @__cxa_begin_catch(ptr %24) #6
  store ptr %25, ptr %4, align 4
  %26 = load ptr, ptr %4, align 4
  %27 = getelementptr inbounds %struct.E, ptr %26, i32 0, i32 0
  %28 = load i32, ptr %27, align 4
  %29 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %28)
          to label %30 unwind label %34

30:                                               ; preds = %23
  %31 = call ptr @__cxa_allocate_exception(i32 4) #6
  %32 = invoke noundef ptr @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %31, i32 noundef 2)
          to label %33 unwind label %38

33:                                               ; preds = %30
  invoke void @__cxa_throw(ptr %31, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #7
          to label %127 unwind label %42

34:                                               ; preds = %90, %85, %83, %23
  %35 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %2, align 4
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %3, align 4
  br label %97

38:                                               ; preds = %30
  %39 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %40 = extractvalue { ptr, i32 } %39, 0
  store ptr %40, ptr %2, align 4
  %41 = extractvalue { ptr, i32 } %39, 1
  store i32 %41, ptr %3, align 4
  call void @__cxa_free_exception(ptr %31) #6
  br label %46

42:                                               ; preds = %33
  %43 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %44 = extractvalue { ptr, i32 } %43, 0
  store ptr %44, ptr %2, align 4
  %45 = extractvalue { ptr, i32 } %43, 1
  store i32 %45, ptr %3, align 4
  br label %46

46:                                               ; preds = %42, %38
  %47 = load i32, ptr %3, align 4
  %48 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %49 = icmp eq i32 %47, %48
  br i1 %49, label %50, label %97

50:                                               ; preds = %46
  %51 = load ptr, ptr %2, align 4
  %52 = call ptr @__cxa_begin_catch(ptr %51) #6
  store ptr %52, ptr %5, align 4
  %53 = load ptr, ptr %5, align 4
  %54 = getelementptr inbounds %struct.E, ptr %53, i32 0, i32 0
  %55 = load i32, ptr %54, align 4
  %56 = load ptr, ptr %4, align 4
  %57 = getelementptr inbounds %struct.E, ptr %56, i32 0, i32 0
  %58 = load i32, ptr %57, align 4
  %59 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %55, i32 noundef %58)
          to label %60 unwind label %62

60:                                               ; preds = %50
  %61 = call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 3, ptr %61, align 8
  invoke void @__cxa_throw(ptr %61, ptr @_ZTIi, ptr null) #7
          to label %127 unwind label %66

62:                                               ; preds = %81, %50
  %63 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %64 = extractvalue { ptr, i32 } %63, 0
  store ptr %64, ptr %2, align 4
  %65 = extractvalue { ptr, i32 } %63, 1
  store i32 %65, ptr %3, align 4
  br label %95

66:                                               ; preds = %60
  %67 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
  %68 = extractvalue { ptr, i32 } %67, 0
  store ptr %68, ptr %2, align 4
  %69 = extractvalue { ptr, i32 } %67, 1
  store i32 %69, ptr %3, align 4
  br label %70

70:                                               ; preds = %66
  %71 = load i32, ptr %3, align 4
  %72 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %73 = icmp eq i32 %71, %72
  br i1 %73, label %74, label %95

74:                                               ; preds = %70
  %75 = load ptr, ptr %2, align 4
  %76 = call ptr @__cxa_begin_catch(ptr %75) #6
  %77 = load i32, ptr %76, align 4
  store i32 %77, ptr %6, align 4
  %78 = load i32, ptr %6, align 4
  %79 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %78)
          to label %80 unwind label %91

80:                                               ; preds = %74
  call void @__cxa_end_catch() #6
  br label %81

81:                                               ; preds = %80
  %82 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %83 unwind label %62

83:                                               ; preds = %81
  invoke void @__cxa_end_catch()
          to label %84 unwind label %34

84:                                               ; preds = %83
  br label %85

85:                                               ; preds = %84
  %86 = load ptr, ptr %4, align 4
  %87 = getelementptr inbounds %struct.E, ptr %86, i32 0, i32 0
  %88 = load i32, ptr %87, align 4
  %89 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %88)
          to label %90 unwind label %34

90:                                               ; preds = %85
  invoke void @__cxa_rethrow() #7
          to label %127 unwind label %34

91:                                               ; preds = %74
  %92 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %93 = extractvalue { ptr, i32 } %92, 0
  store ptr %93, ptr %2, align 4
  %94 = extractvalue { ptr, i32 } %92, 1
  store i32 %94, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %95

95:                                               ; preds = %91, %70, %62
  invoke void @__cxa_end_catch()
          to label %96 unwind label %124

96:                                               ; preds = %95
  br label %97

97:                                               ; preds = %96, %46, %34
  invoke void @__cxa_end_catch()
          to label %98 unwind label %124

98:                                               ; preds = %97
  br label %99

99:                                               ; preds = %98, %19
  %100 = load i32, ptr %3, align 4
  %101 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %102 = icmp eq i32 %100, %101
  br i1 %102, label %103, label %119

103:                                              ; preds = %99
  %104 = load ptr, ptr %2, align 4
  %105 = call ptr @__cxa_begin_catch(ptr %104) #6
  store ptr %105, ptr %7, align 4
  %106 = load ptr, ptr %7, align 4
  %107 = getelementptr inbounds %struct.E, ptr %106, i32 0, i32 0
  %108 = load i32, ptr %107, align 4
  %109 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %108)
          to label %110 unwind label %114

110:                                              ; preds = %103
  call void @__cxa_end_catch()
  br label %111

111:                                              ; preds = %110, %113
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  ret i32 0

113:                                              ; No predecessors!
  br label %111

114:                                              ; preds = %103
  %115 = landingpad { ptr, i32 }
          cleanup
  %116 = extractvalue { ptr, i32 } %115, 0
  store ptr %116, ptr %2, align 4
  %117 = extractvalue { ptr, i32 } %115, 1
  store i32 %117, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %118 unwind label %124

118:                                              ; preds = %114
  br label %119

119:                                              ; preds = %118, %99
  %120 = load ptr, ptr %2, align 4
  %121 = load i32, ptr %3, align 4
  %122 = insertvalue { ptr, i32 } poison, ptr %120, 0
  %123 = insertvalue { ptr, i32 } %122, i32 %121, 1
  resume { ptr, i32 } %123

124:                                              ; preds = %114, %97, %95
  %125 = landingpad { ptr, i32 }
          catch ptr null
  %126 = extractvalue { ptr, i32 } %125, 0
  call void @__clang_call_terminate(ptr %126) #8
  unreachable

127:                                              ; preds = %90, %60, %33, %10
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN1EC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %9)
  ret ptr %5
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN1ED2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #8
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
