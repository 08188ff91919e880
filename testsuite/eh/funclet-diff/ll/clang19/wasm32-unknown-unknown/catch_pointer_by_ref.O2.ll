; ModuleID = 'catch_pointer_by_ref.cpp'
source_filename = "catch_pointer_by_ref.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@_ZTIPi = external constant ptr
@.str = private unnamed_addr constant [18 x i8] c"int *const &: %d\0A\00", align 1
@_ZTIPKc = external constant ptr
@.str.1 = private unnamed_addr constant [25 x i8] c"const char *const &: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [39 x i8] c"const char *const & from an array: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"int *&: %d\0A\00", align 1
@_ZL5other = internal global i32 7, align 4
@.str.4 = private unnamed_addr constant [31 x i8] c"rethrown after the change: %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"null: %d\0A\00", align 1
@_ZL5value = internal global i32 42, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"a string literal\00", align 1
@_ZL4text = internal constant [17 x i8] c"an array of char\00", align 16
@str = private unnamed_addr constant [5 x i8] c"done\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @_ZL5value, ptr %1, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTIPi, ptr null) #4
          to label %2 unwind label %3

2:                                                ; preds = %0
  unreachable

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @_ZTIPi]
  %7 = tail call ptr @llvm.wasm.get.exception(token %6)
  %8 = tail call i32 @llvm.wasm.get.ehselector(token %6)
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPi) #6
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %17

11:                                               ; preds = %5
  %12 = call ptr @__cxa_begin_catch(ptr %7) #6 [ "funclet"(token %6) ]
  %13 = getelementptr i8, ptr %7, i32 32
  %14 = load ptr, ptr %13, align 4, !tbaa !2
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15) [ "funclet"(token %6) ]
  call void @__cxa_end_catch() #6 [ "funclet"(token %6) ]
  catchret from %6 to label %18

17:                                               ; preds = %5
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %6) ]
  unreachable

18:                                               ; preds = %11
  %19 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @.str.7, ptr %19, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %19, ptr nonnull @_ZTIPKc, ptr null) #4
          to label %20 unwind label %21

20:                                               ; preds = %18
  unreachable

21:                                               ; preds = %18
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [ptr @_ZTIPKc]
  %25 = tail call ptr @llvm.wasm.get.exception(token %24)
  %26 = tail call i32 @llvm.wasm.get.ehselector(token %24)
  %27 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #6
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %34

29:                                               ; preds = %23
  %30 = call ptr @__cxa_begin_catch(ptr %25) #6 [ "funclet"(token %24) ]
  %31 = getelementptr i8, ptr %25, i32 32
  %32 = load ptr, ptr %31, align 4, !tbaa !2
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %32) [ "funclet"(token %24) ]
  call void @__cxa_end_catch() #6 [ "funclet"(token %24) ]
  catchret from %24 to label %35

34:                                               ; preds = %23
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %24) ]
  unreachable

35:                                               ; preds = %29
  %36 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @_ZL4text, ptr %36, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %36, ptr nonnull @_ZTIPKc, ptr null) #4
          to label %37 unwind label %38

37:                                               ; preds = %35
  unreachable

38:                                               ; preds = %35
  %39 = catchswitch within none [label %40] unwind to caller

40:                                               ; preds = %38
  %41 = catchpad within %39 [ptr @_ZTIPKc]
  %42 = tail call ptr @llvm.wasm.get.exception(token %41)
  %43 = tail call i32 @llvm.wasm.get.ehselector(token %41)
  %44 = icmp eq i32 %43, %26
  br i1 %44, label %45, label %50

45:                                               ; preds = %40
  %46 = call ptr @__cxa_begin_catch(ptr %42) #6 [ "funclet"(token %41) ]
  %47 = getelementptr i8, ptr %42, i32 32
  %48 = load ptr, ptr %47, align 4, !tbaa !2
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %48) [ "funclet"(token %41) ]
  call void @__cxa_end_catch() #6 [ "funclet"(token %41) ]
  catchret from %41 to label %51

50:                                               ; preds = %40
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %41) ]
  unreachable

51:                                               ; preds = %45
  %52 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr @_ZL5value, ptr %52, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %52, ptr nonnull @_ZTIPi, ptr null) #4
          to label %53 unwind label %54

53:                                               ; preds = %51
  unreachable

54:                                               ; preds = %51
  %55 = catchswitch within none [label %56] unwind label %68

56:                                               ; preds = %54
  %57 = catchpad within %55 [ptr @_ZTIPi]
  %58 = tail call ptr @llvm.wasm.get.exception(token %57)
  %59 = tail call i32 @llvm.wasm.get.ehselector(token %57)
  %60 = icmp eq i32 %59, %8
  br i1 %60, label %61, label %67

61:                                               ; preds = %56
  %62 = call ptr @__cxa_begin_catch(ptr %58) #6 [ "funclet"(token %57) ]
  %63 = getelementptr i8, ptr %58, i32 32
  %64 = load ptr, ptr %63, align 4, !tbaa !2
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %65) [ "funclet"(token %57) ]
  store ptr @_ZL5other, ptr %63, align 4, !tbaa !2
  invoke void @__cxa_rethrow() #4 [ "funclet"(token %57) ]
          to label %104 unwind label %102

67:                                               ; preds = %56
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %57) ]
          to label %104 unwind label %68

68:                                               ; preds = %67, %102, %54
  %69 = catchswitch within none [label %70] unwind to caller

70:                                               ; preds = %68
  %71 = catchpad within %69 [ptr @_ZTIPi]
  %72 = tail call ptr @llvm.wasm.get.exception(token %71)
  %73 = tail call i32 @llvm.wasm.get.ehselector(token %71)
  %74 = icmp eq i32 %73, %8
  br i1 %74, label %75, label %81

75:                                               ; preds = %70
  %76 = call ptr @__cxa_begin_catch(ptr %72) #6 [ "funclet"(token %71) ]
  %77 = getelementptr i8, ptr %72, i32 32
  %78 = load ptr, ptr %77, align 4, !tbaa !2
  %79 = load i32, ptr %78, align 4, !tbaa !6
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %79) [ "funclet"(token %71) ]
  call void @__cxa_end_catch() #6 [ "funclet"(token %71) ]
  catchret from %71 to label %82

81:                                               ; preds = %70
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %71) ]
  unreachable

82:                                               ; preds = %75
  %83 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr null, ptr %83, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %83, ptr nonnull @_ZTIPi, ptr null) #4
          to label %84 unwind label %85

84:                                               ; preds = %82
  unreachable

85:                                               ; preds = %82
  %86 = catchswitch within none [label %87] unwind to caller

87:                                               ; preds = %85
  %88 = catchpad within %86 [ptr @_ZTIPi]
  %89 = tail call ptr @llvm.wasm.get.exception(token %88)
  %90 = tail call i32 @llvm.wasm.get.ehselector(token %88)
  %91 = icmp eq i32 %90, %8
  br i1 %91, label %92, label %99

92:                                               ; preds = %87
  %93 = call ptr @__cxa_begin_catch(ptr %89) #6 [ "funclet"(token %88) ]
  %94 = getelementptr i8, ptr %89, i32 32
  %95 = load ptr, ptr %94, align 4, !tbaa !2
  %96 = icmp eq ptr %95, null
  %97 = zext i1 %96 to i32
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %97) [ "funclet"(token %88) ]
  call void @__cxa_end_catch() #6 [ "funclet"(token %88) ]
  catchret from %88 to label %100

99:                                               ; preds = %87
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %88) ]
  unreachable

100:                                              ; preds = %92
  %101 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret i32 0

102:                                              ; preds = %61
  %103 = cleanuppad within %57 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %103) ]
  cleanupret from %103 unwind label %68

104:                                              ; preds = %67, %61
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

declare void @__cxa_rethrow() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { noreturn }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"any pointer", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !4, i64 0}
