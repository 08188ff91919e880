; ModuleID = 'nested_try_in_catch.cpp'
source_filename = "nested_try_in_catch.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.E = type { i32 }

$_ZN1EC2Ei = comdat any

$_ZN1ED2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1E }, comdat, align 4
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

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %7 = call ptr @__cxa_allocate_exception(i32 4) #7
  %8 = invoke noundef ptr @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 1)
          to label %9 unwind label %100

9:                                                ; preds = %0
  invoke void @__cxa_throw(ptr %7, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #6
          to label %115 unwind label %10

10:                                               ; preds = %9, %100
  %11 = catchswitch within none [label %12] unwind label %79

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @_ZTI1E]
  %14 = call ptr @llvm.wasm.get.exception(token %13)
  store ptr %14, ptr %2, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #7
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %78

18:                                               ; preds = %12
  %19 = load ptr, ptr %2, align 4
  %20 = call ptr @__cxa_begin_catch(ptr %19) #7 [ "funclet"(token %13) ]
  store ptr %20, ptr %3, align 4
  %21 = load ptr, ptr %3, align 4
  %22 = getelementptr inbounds %struct.E, ptr %21, i32 0, i32 0
  %23 = load i32, ptr %22, align 4
  %24 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %23) [ "funclet"(token %13) ]
          to label %25 unwind label %109

25:                                               ; preds = %18
  %26 = call ptr @__cxa_allocate_exception(i32 4) #7 [ "funclet"(token %13) ]
  %27 = invoke noundef ptr @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %26, i32 noundef 2) [ "funclet"(token %13) ]
          to label %28 unwind label %102

28:                                               ; preds = %25
  invoke void @__cxa_throw(ptr %26, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #6 [ "funclet"(token %13) ]
          to label %115 unwind label %29

29:                                               ; preds = %28, %102
  %30 = catchswitch within %13 [label %31] unwind label %109

31:                                               ; preds = %29
  %32 = catchpad within %30 [ptr @_ZTI1E]
  %33 = call ptr @llvm.wasm.get.exception(token %32)
  store ptr %33, ptr %2, align 4
  %34 = call i32 @llvm.wasm.get.ehselector(token %32)
  %35 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #7
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %71

37:                                               ; preds = %31
  %38 = load ptr, ptr %2, align 4
  %39 = call ptr @__cxa_begin_catch(ptr %38) #7 [ "funclet"(token %32) ]
  store ptr %39, ptr %4, align 4
  %40 = load ptr, ptr %4, align 4
  %41 = getelementptr inbounds %struct.E, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %41, align 4
  %43 = load ptr, ptr %3, align 4
  %44 = getelementptr inbounds %struct.E, ptr %43, i32 0, i32 0
  %45 = load i32, ptr %44, align 4
  %46 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %42, i32 noundef %45) [ "funclet"(token %32) ]
          to label %47 unwind label %106

47:                                               ; preds = %37
  %48 = call ptr @__cxa_allocate_exception(i32 4) #7 [ "funclet"(token %32) ]
  store i32 3, ptr %48, align 16
  invoke void @__cxa_throw(ptr %48, ptr @_ZTIi, ptr null) #6 [ "funclet"(token %32) ]
          to label %115 unwind label %49

49:                                               ; preds = %47
  %50 = catchswitch within %32 [label %51] unwind label %106

51:                                               ; preds = %49
  %52 = catchpad within %50 [ptr @_ZTIi]
  %53 = call ptr @llvm.wasm.get.exception(token %52)
  store ptr %53, ptr %2, align 4
  %54 = call i32 @llvm.wasm.get.ehselector(token %52)
  %55 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %65

57:                                               ; preds = %51
  %58 = load ptr, ptr %2, align 4
  %59 = call ptr @__cxa_begin_catch(ptr %58) #7 [ "funclet"(token %52) ]
  %60 = load i32, ptr %59, align 4
  store i32 %60, ptr %5, align 4
  %61 = load i32, ptr %5, align 4
  %62 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %61) [ "funclet"(token %52) ]
          to label %63 unwind label %104

63:                                               ; preds = %57
  call void @__cxa_end_catch() #7 [ "funclet"(token %52) ]
  catchret from %52 to label %64

64:                                               ; preds = %63
  br label %66

65:                                               ; preds = %51
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %52) ]
          to label %115 unwind label %106

66:                                               ; preds = %64
  %67 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3) [ "funclet"(token %32) ]
          to label %68 unwind label %106

68:                                               ; preds = %66
  invoke void @__cxa_end_catch() [ "funclet"(token %32) ]
          to label %69 unwind label %109

69:                                               ; preds = %68
  catchret from %32 to label %70

70:                                               ; preds = %69
  br label %72

71:                                               ; preds = %31
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %32) ]
          to label %115 unwind label %109

72:                                               ; preds = %70
  %73 = load ptr, ptr %3, align 4
  %74 = getelementptr inbounds %struct.E, ptr %73, i32 0, i32 0
  %75 = load i32, ptr %74, align 4
  %76 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %75) [ "funclet"(token %13) ]
          to label %77 unwind label %109

77:                                               ; preds = %72
  invoke void @__cxa_rethrow() #6 [ "funclet"(token %13) ]
          to label %115 unwind label %109

78:                                               ; preds = %12
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %13) ]
          to label %115 unwind label %79

79:                                               ; preds = %78, %111, %10
  %80 = catchswitch within none [label %81] unwind to caller

81:                                               ; preds = %79
  %82 = catchpad within %80 [ptr @_ZTI1E]
  %83 = call ptr @llvm.wasm.get.exception(token %82)
  store ptr %83, ptr %2, align 4
  %84 = call i32 @llvm.wasm.get.ehselector(token %82)
  %85 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #7
  %86 = icmp eq i32 %84, %85
  br i1 %86, label %87, label %96

87:                                               ; preds = %81
  %88 = load ptr, ptr %2, align 4
  %89 = call ptr @__cxa_begin_catch(ptr %88) #7 [ "funclet"(token %82) ]
  store ptr %89, ptr %6, align 4
  %90 = load ptr, ptr %6, align 4
  %91 = getelementptr inbounds %struct.E, ptr %90, i32 0, i32 0
  %92 = load i32, ptr %91, align 4
  %93 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %92) [ "funclet"(token %82) ]
          to label %94 unwind label %112

94:                                               ; preds = %87
  call void @__cxa_end_catch() [ "funclet"(token %82) ]
  catchret from %82 to label %95

95:                                               ; preds = %94
  br label %97

96:                                               ; preds = %81
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %82) ]
  unreachable

97:                                               ; preds = %95, %99
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  ret i32 0

99:                                               ; No predecessors!
  br label %97

100:                                              ; preds = %0
  %101 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %7) #7 [ "funclet"(token %101) ]
  cleanupret from %101 unwind label %10

102:                                              ; preds = %25
  %103 = cleanuppad within %13 []
  call void @__cxa_free_exception(ptr %26) #7 [ "funclet"(token %103) ]
  cleanupret from %103 unwind label %29

104:                                              ; preds = %57
  %105 = cleanuppad within %52 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %105) ]
  cleanupret from %105 unwind label %106

106:                                              ; preds = %66, %65, %104, %49, %37
  %107 = cleanuppad within %32 []
  invoke void @__cxa_end_catch() [ "funclet"(token %107) ]
          to label %108 unwind label %116

108:                                              ; preds = %106
  cleanupret from %107 unwind label %109

109:                                              ; preds = %77, %72, %71, %108, %68, %29, %18
  %110 = cleanuppad within %13 []
  invoke void @__cxa_end_catch() [ "funclet"(token %110) ]
          to label %111 unwind label %118

111:                                              ; preds = %109
  cleanupret from %110 unwind label %79

112:                                              ; preds = %87
  %113 = cleanuppad within %82 []
  invoke void @__cxa_end_catch() [ "funclet"(token %113) ]
          to label %114 unwind label %120

114:                                              ; preds = %112
  cleanupret from %113 unwind to caller

115:                                              ; preds = %78, %77, %71, %65, %47, %28, %9
  unreachable

116:                                              ; preds = %106
  %117 = cleanuppad within %107 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %117) ]
  unreachable

118:                                              ; preds = %109
  %119 = cleanuppad within %110 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %119) ]
  unreachable

120:                                              ; preds = %112
  %121 = cleanuppad within %113 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %121) ]
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN1EC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
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

declare i32 @__gxx_wasm_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1ED2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
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
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #5

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare void @_ZSt9terminatev()

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
