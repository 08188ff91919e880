; ModuleID = 'nested_try_in_catch.cpp'
source_filename = "nested_try_in_catch.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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

; Function Attrs: mustprogress noinline norecurse optnone uwtable
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
  invoke void @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %8, i32 noundef 1)
          to label %9 unwind label %10

9:                                                ; preds = %0
  invoke void @__cxa_throw(ptr %8, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #7
          to label %125 unwind label %14

10:                                               ; preds = %0
  %11 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %2, align 4
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %3, align 4
  call void @__cxa_free_exception(ptr %8) #6
  br label %18

14:                                               ; preds = %9
  %15 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %2, align 4
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %14, %10
  %19 = load i32, ptr %3, align 4
  %20 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %97

22:                                               ; preds = %18
  %23 = load ptr, ptr %2, align 4
  %24 = call ptr @__cxa_begin_catch(ptr %23) #6
  store ptr %24, ptr %4, align 4
  %25 = load ptr, ptr %4, align 4
  %26 = getelementptr inbounds %struct.E, ptr %25, i32 0, i32 0
  %27 = load i32, ptr %26, align 4
  %28 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %27)
          to label %29 unwind label %32

29:                                               ; preds = %22
  %30 = call ptr @__cxa_allocate_exception(i32 4) #6
  invoke void @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %30, i32 noundef 2)
          to label %31 unwind label %36

31:                                               ; preds = %29
  invoke void @__cxa_throw(ptr %30, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #7
          to label %125 unwind label %40

32:                                               ; preds = %88, %83, %81, %22
  %33 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %34 = extractvalue { ptr, i32 } %33, 0
  store ptr %34, ptr %2, align 4
  %35 = extractvalue { ptr, i32 } %33, 1
  store i32 %35, ptr %3, align 4
  br label %95

36:                                               ; preds = %29
  %37 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %38 = extractvalue { ptr, i32 } %37, 0
  store ptr %38, ptr %2, align 4
  %39 = extractvalue { ptr, i32 } %37, 1
  store i32 %39, ptr %3, align 4
  call void @__cxa_free_exception(ptr %30) #6
  br label %44

40:                                               ; preds = %31
  %41 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %42 = extractvalue { ptr, i32 } %41, 0
  store ptr %42, ptr %2, align 4
  %43 = extractvalue { ptr, i32 } %41, 1
  store i32 %43, ptr %3, align 4
  br label %44

44:                                               ; preds = %40, %36
  %45 = load i32, ptr %3, align 4
  %46 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %48, label %95

48:                                               ; preds = %44
  %49 = load ptr, ptr %2, align 4
  %50 = call ptr @__cxa_begin_catch(ptr %49) #6
  store ptr %50, ptr %5, align 4
  %51 = load ptr, ptr %5, align 4
  %52 = getelementptr inbounds %struct.E, ptr %51, i32 0, i32 0
  %53 = load i32, ptr %52, align 4
  %54 = load ptr, ptr %4, align 4
  %55 = getelementptr inbounds %struct.E, ptr %54, i32 0, i32 0
  %56 = load i32, ptr %55, align 4
  %57 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %53, i32 noundef %56)
          to label %58 unwind label %60

58:                                               ; preds = %48
  %59 = call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 3, ptr %59, align 16
  invoke void @__cxa_throw(ptr %59, ptr @_ZTIi, ptr null) #7
          to label %125 unwind label %64

60:                                               ; preds = %79, %48
  %61 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %62 = extractvalue { ptr, i32 } %61, 0
  store ptr %62, ptr %2, align 4
  %63 = extractvalue { ptr, i32 } %61, 1
  store i32 %63, ptr %3, align 4
  br label %93

64:                                               ; preds = %58
  %65 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
  %66 = extractvalue { ptr, i32 } %65, 0
  store ptr %66, ptr %2, align 4
  %67 = extractvalue { ptr, i32 } %65, 1
  store i32 %67, ptr %3, align 4
  br label %68

68:                                               ; preds = %64
  %69 = load i32, ptr %3, align 4
  %70 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %71 = icmp eq i32 %69, %70
  br i1 %71, label %72, label %93

72:                                               ; preds = %68
  %73 = load ptr, ptr %2, align 4
  %74 = call ptr @__cxa_begin_catch(ptr %73) #6
  %75 = load i32, ptr %74, align 4
  store i32 %75, ptr %6, align 4
  %76 = load i32, ptr %6, align 4
  %77 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %76)
          to label %78 unwind label %89

78:                                               ; preds = %72
  call void @__cxa_end_catch() #6
  br label %79

79:                                               ; preds = %78
  %80 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %81 unwind label %60

81:                                               ; preds = %79
  invoke void @__cxa_end_catch()
          to label %82 unwind label %32

82:                                               ; preds = %81
  br label %83

83:                                               ; preds = %82
  %84 = load ptr, ptr %4, align 4
  %85 = getelementptr inbounds %struct.E, ptr %84, i32 0, i32 0
  %86 = load i32, ptr %85, align 4
  %87 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %86)
          to label %88 unwind label %32

88:                                               ; preds = %83
  invoke void @__cxa_rethrow() #7
          to label %125 unwind label %32

89:                                               ; preds = %72
  %90 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %91 = extractvalue { ptr, i32 } %90, 0
  store ptr %91, ptr %2, align 4
  %92 = extractvalue { ptr, i32 } %90, 1
  store i32 %92, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %93

93:                                               ; preds = %89, %68, %60
  invoke void @__cxa_end_catch()
          to label %94 unwind label %122

94:                                               ; preds = %93
  br label %95

95:                                               ; preds = %94, %44, %32
  invoke void @__cxa_end_catch()
          to label %96 unwind label %122

96:                                               ; preds = %95
  br label %97

97:                                               ; preds = %96, %18
  %98 = load i32, ptr %3, align 4
  %99 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %100 = icmp eq i32 %98, %99
  br i1 %100, label %101, label %117

101:                                              ; preds = %97
  %102 = load ptr, ptr %2, align 4
  %103 = call ptr @__cxa_begin_catch(ptr %102) #6
  store ptr %103, ptr %7, align 4
  %104 = load ptr, ptr %7, align 4
  %105 = getelementptr inbounds %struct.E, ptr %104, i32 0, i32 0
  %106 = load i32, ptr %105, align 4
  %107 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %106)
          to label %108 unwind label %112

108:                                              ; preds = %101
  call void @__cxa_end_catch()
  br label %109

109:                                              ; preds = %108, %111
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  ret i32 0

111:                                              ; No predecessors!
  br label %109

112:                                              ; preds = %101
  %113 = landingpad { ptr, i32 }
          cleanup
  %114 = extractvalue { ptr, i32 } %113, 0
  store ptr %114, ptr %2, align 4
  %115 = extractvalue { ptr, i32 } %113, 1
  store i32 %115, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %116 unwind label %122

116:                                              ; preds = %112
  br label %117

117:                                              ; preds = %116, %97
  %118 = load ptr, ptr %2, align 4
  %119 = load i32, ptr %3, align 4
  %120 = insertvalue { ptr, i32 } poison, ptr %118, 0
  %121 = insertvalue { ptr, i32 } %120, i32 %119, 1
  resume { ptr, i32 } %121

122:                                              ; preds = %112, %95, %93
  %123 = landingpad { ptr, i32 }
          catch ptr null
  %124 = extractvalue { ptr, i32 } %123, 0
  call void @__clang_call_terminate(ptr %124) #8
  unreachable

125:                                              ; preds = %88, %58, %31, %9
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
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
  ret void
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

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

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
