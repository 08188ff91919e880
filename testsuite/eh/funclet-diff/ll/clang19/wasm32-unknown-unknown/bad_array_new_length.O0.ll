; ModuleID = 'bad_array_new_length.cpp'
source_filename = "bad_array_new_length.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@g_keep = hidden global ptr null, align 4
@_ZTISt9bad_alloc = external constant ptr
@.str = private unnamed_addr constant [20 x i8] c"negative count: %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"fewer than the initialisers: %s\0A\00", align 1
@_ZTISt20bad_array_new_length = external constant ptr
@.str.2 = private unnamed_addr constant [12 x i8] c"direct: %s\0A\00", align 1
@_ZTISt9exception = external constant ptr
@.str.3 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"made %d ints\0A\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"made %d listed ints, last %d\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  call void @_ZL9make_intsi(i32 noundef 4)
  call void @_ZL11make_listedi(i32 noundef 4)
  invoke void @_ZL9make_intsi(i32 noundef -1)
          to label %94 unwind label %7

7:                                                ; preds = %0
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [ptr @_ZTISt9bad_alloc]
  %11 = call ptr @llvm.wasm.get.exception(token %10)
  store ptr %11, ptr %2, align 4
  %12 = call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9bad_alloc) #11
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %26

15:                                               ; preds = %9
  %16 = load ptr, ptr %2, align 4
  %17 = call ptr @__cxa_begin_catch(ptr %16) #11 [ "funclet"(token %10) ]
  store ptr %17, ptr %3, align 4
  %18 = load ptr, ptr %3, align 4
  %19 = load ptr, ptr %18, align 4
  %20 = getelementptr inbounds ptr, ptr %19, i64 2
  %21 = load ptr, ptr %20, align 4
  %22 = call noundef ptr %21(ptr noundef nonnull align 4 dereferenceable(4) %18) #11 [ "funclet"(token %10) ]
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %22) [ "funclet"(token %10) ]
          to label %24 unwind label %95

24:                                               ; preds = %15
  call void @__cxa_end_catch() [ "funclet"(token %10) ]
  catchret from %10 to label %25

25:                                               ; preds = %24
  br label %27

26:                                               ; preds = %9
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %10) ]
  unreachable

27:                                               ; preds = %25, %94
  invoke void @_ZL11make_listedi(i32 noundef 2)
          to label %93 unwind label %28

28:                                               ; preds = %27
  %29 = catchswitch within none [label %30] unwind to caller

30:                                               ; preds = %28
  %31 = catchpad within %29 [ptr @_ZTISt9bad_alloc]
  %32 = call ptr @llvm.wasm.get.exception(token %31)
  store ptr %32, ptr %2, align 4
  %33 = call i32 @llvm.wasm.get.ehselector(token %31)
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9bad_alloc) #11
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %47

36:                                               ; preds = %30
  %37 = load ptr, ptr %2, align 4
  %38 = call ptr @__cxa_begin_catch(ptr %37) #11 [ "funclet"(token %31) ]
  store ptr %38, ptr %4, align 4
  %39 = load ptr, ptr %4, align 4
  %40 = load ptr, ptr %39, align 4
  %41 = getelementptr inbounds ptr, ptr %40, i64 2
  %42 = load ptr, ptr %41, align 4
  %43 = call noundef ptr %42(ptr noundef nonnull align 4 dereferenceable(4) %39) #11 [ "funclet"(token %31) ]
  %44 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %43) [ "funclet"(token %31) ]
          to label %45 unwind label %98

45:                                               ; preds = %36
  call void @__cxa_end_catch() [ "funclet"(token %31) ]
  catchret from %31 to label %46

46:                                               ; preds = %45
  br label %48

47:                                               ; preds = %30
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %31) ]
  unreachable

48:                                               ; preds = %46, %93
  invoke void @__cxa_throw_bad_array_new_length() #5
          to label %92 unwind label %49

49:                                               ; preds = %48
  %50 = catchswitch within none [label %51] unwind to caller

51:                                               ; preds = %49
  %52 = catchpad within %50 [ptr @_ZTISt20bad_array_new_length]
  %53 = call ptr @llvm.wasm.get.exception(token %52)
  store ptr %53, ptr %2, align 4
  %54 = call i32 @llvm.wasm.get.ehselector(token %52)
  %55 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt20bad_array_new_length) #11
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %68

57:                                               ; preds = %51
  %58 = load ptr, ptr %2, align 4
  %59 = call ptr @__cxa_begin_catch(ptr %58) #11 [ "funclet"(token %52) ]
  store ptr %59, ptr %5, align 4
  %60 = load ptr, ptr %5, align 4
  %61 = load ptr, ptr %60, align 4
  %62 = getelementptr inbounds ptr, ptr %61, i64 2
  %63 = load ptr, ptr %62, align 4
  %64 = call noundef ptr %63(ptr noundef nonnull align 4 dereferenceable(4) %60) #11 [ "funclet"(token %52) ]
  %65 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %64) [ "funclet"(token %52) ]
          to label %66 unwind label %101

66:                                               ; preds = %57
  call void @__cxa_end_catch() [ "funclet"(token %52) ]
  catchret from %52 to label %67

67:                                               ; preds = %66
  br label %69

68:                                               ; preds = %51
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %52) ]
  unreachable

69:                                               ; preds = %67
  invoke void @__cxa_throw_bad_array_new_length() #5
          to label %91 unwind label %70

70:                                               ; preds = %69
  %71 = catchswitch within none [label %72] unwind to caller

72:                                               ; preds = %70
  %73 = catchpad within %71 [ptr @_ZTISt9exception]
  %74 = call ptr @llvm.wasm.get.exception(token %73)
  store ptr %74, ptr %2, align 4
  %75 = call i32 @llvm.wasm.get.ehselector(token %73)
  %76 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9exception) #11
  %77 = icmp eq i32 %75, %76
  br i1 %77, label %78, label %89

78:                                               ; preds = %72
  %79 = load ptr, ptr %2, align 4
  %80 = call ptr @__cxa_begin_catch(ptr %79) #11 [ "funclet"(token %73) ]
  store ptr %80, ptr %6, align 4
  %81 = load ptr, ptr %6, align 4
  %82 = load ptr, ptr %81, align 4
  %83 = getelementptr inbounds ptr, ptr %82, i64 2
  %84 = load ptr, ptr %83, align 4
  %85 = call noundef ptr %84(ptr noundef nonnull align 4 dereferenceable(4) %81) #11 [ "funclet"(token %73) ]
  %86 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %85) [ "funclet"(token %73) ]
          to label %87 unwind label %104

87:                                               ; preds = %78
  call void @__cxa_end_catch() [ "funclet"(token %73) ]
  catchret from %73 to label %88

88:                                               ; preds = %87
  br label %90

89:                                               ; preds = %72
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %73) ]
  unreachable

90:                                               ; preds = %88
  ret i32 0

91:                                               ; preds = %69
  unreachable

92:                                               ; preds = %48
  unreachable

93:                                               ; preds = %27
  br label %48

94:                                               ; preds = %0
  br label %27

95:                                               ; preds = %15
  %96 = cleanuppad within %10 []
  invoke void @__cxa_end_catch() [ "funclet"(token %96) ]
          to label %97 unwind label %107

97:                                               ; preds = %95
  cleanupret from %96 unwind to caller

98:                                               ; preds = %36
  %99 = cleanuppad within %31 []
  invoke void @__cxa_end_catch() [ "funclet"(token %99) ]
          to label %100 unwind label %109

100:                                              ; preds = %98
  cleanupret from %99 unwind to caller

101:                                              ; preds = %57
  %102 = cleanuppad within %52 []
  invoke void @__cxa_end_catch() [ "funclet"(token %102) ]
          to label %103 unwind label %111

103:                                              ; preds = %101
  cleanupret from %102 unwind to caller

104:                                              ; preds = %78
  %105 = cleanuppad within %73 []
  invoke void @__cxa_end_catch() [ "funclet"(token %105) ]
          to label %106 unwind label %113

106:                                              ; preds = %104
  cleanupret from %105 unwind to caller

107:                                              ; preds = %95
  %108 = cleanuppad within %96 []
  call void @_ZSt9terminatev() #12 [ "funclet"(token %108) ]
  unreachable

109:                                              ; preds = %98
  %110 = cleanuppad within %99 []
  call void @_ZSt9terminatev() #12 [ "funclet"(token %110) ]
  unreachable

111:                                              ; preds = %101
  %112 = cleanuppad within %102 []
  call void @_ZSt9terminatev() #12 [ "funclet"(token %112) ]
  unreachable

113:                                              ; preds = %104
  %114 = cleanuppad within %105 []
  call void @_ZSt9terminatev() #12 [ "funclet"(token %114) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL9make_intsi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %3, i32 4)
  %5 = extractvalue { i32, i1 } %4, 1
  %6 = extractvalue { i32, i1 } %4, 0
  %7 = select i1 %5, i32 -1, i32 %6
  %8 = call noalias noundef nonnull ptr @_Znam(i32 noundef %7) #13
  store volatile ptr %8, ptr @g_keep, align 4
  %9 = load i32, ptr %2, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %9)
  %11 = load volatile ptr, ptr @g_keep, align 4
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %1
  call void @_ZdaPv(ptr noundef %11) #14
  br label %14

14:                                               ; preds = %13, %1
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL11make_listedi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp ult i32 %3, 3
  %5 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %3, i32 4)
  %6 = extractvalue { i32, i1 } %5, 1
  %7 = or i1 %4, %6
  %8 = extractvalue { i32, i1 } %5, 0
  %9 = select i1 %7, i32 -1, i32 %8
  %10 = call noalias noundef nonnull ptr @_Znam(i32 noundef %9) #13
  store i32 1, ptr %10, align 4
  %11 = getelementptr inbounds i32, ptr %10, i32 1
  store i32 2, ptr %11, align 4
  %12 = getelementptr inbounds i32, ptr %11, i32 1
  store i32 3, ptr %12, align 4
  %13 = getelementptr inbounds i32, ptr %12, i32 1
  %14 = sub i32 %9, 12
  call void @llvm.memset.p0.i32(ptr align 4 %13, i8 0, i32 %14, i1 false)
  store volatile ptr %10, ptr @g_keep, align 4
  %15 = load i32, ptr %2, align 4
  %16 = load volatile ptr, ptr @g_keep, align 4
  %17 = load i32, ptr %2, align 4
  %18 = sub nsw i32 %17, 1
  %19 = getelementptr inbounds i32, ptr %16, i32 %18
  %20 = load i32, ptr %19, align 4
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %15, i32 noundef %20)
  %22 = load volatile ptr, ptr @g_keep, align 4
  %23 = icmp eq ptr %22, null
  br i1 %23, label %25, label %24

24:                                               ; preds = %1
  call void @_ZdaPv(ptr noundef %22) #14
  br label %25

25:                                               ; preds = %24, %1
  ret void
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: noreturn
declare void @__cxa_throw_bad_array_new_length() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #7

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i32 noundef) #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) #9

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #10

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #9 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #10 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
