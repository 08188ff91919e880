; ModuleID = 'catch_nullptr.cpp'
source_filename = "catch_nullptr.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZTSP1S = comdat any

$_ZTS1S = comdat any

$_ZTI1S = comdat any

$_ZTIP1S = comdat any

$_ZTSM1Si = comdat any

$_ZTIM1Si = comdat any

@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP1S = linkonce_odr hidden constant [4 x i8] c"P1S\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1S = linkonce_odr hidden constant [3 x i8] c"1S\00", comdat, align 1
@_ZTI1S = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1S }, comdat, align 4
@_ZTIP1S = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1S, i32 0, ptr @_ZTI1S }, comdat, align 4
@_ZTIDn = external constant ptr
@.str = private unnamed_addr constant [12 x i8] c"S* null=%d\0A\00", align 1
@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global [0 x ptr]
@_ZTSM1Si = linkonce_odr hidden constant [5 x i8] c"M1Si\00", comdat, align 1
@_ZTIM1Si = linkonce_odr hidden constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2), ptr @_ZTSM1Si, i32 0, ptr @_ZTIi, ptr @_ZTI1S }, comdat, align 4
@.str.2 = private unnamed_addr constant [18 x i8] c"int S::* null=%d\0A\00", align 1
@_ZTIPKi = external constant ptr
@_ZTIPi = external constant ptr
@.str.4 = private unnamed_addr constant [20 x i8] c"const int* null=%d\0A\00", align 1
@str = private unnamed_addr constant [11 x i8] c"wrong: int\00", align 1
@str.6 = private unnamed_addr constant [10 x i8] c"nullptr_t\00", align 1
@str.7 = private unnamed_addr constant [17 x i8] c"wrong: nullptr_t\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr null, ptr %1, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTIDn, ptr null) #4
          to label %75 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @_ZTIi, ptr @_ZTIP1S]
  %6 = tail call ptr @llvm.wasm.get.exception(token %5)
  %7 = tail call i32 @llvm.wasm.get.ehselector(token %5)
  %8 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %4
  %11 = call ptr @__cxa_begin_catch(ptr %6) #6 [ "funclet"(token %5) ]
  %12 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %5) ]
  call void @__cxa_end_catch() #6 [ "funclet"(token %5) ]
  catchret from %5 to label %22

13:                                               ; preds = %4
  %14 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP1S) #6
  %15 = icmp eq i32 %7, %14
  br i1 %15, label %16, label %21

16:                                               ; preds = %13
  %17 = call ptr @__cxa_begin_catch(ptr %6) #6 [ "funclet"(token %5) ]
  %18 = icmp eq ptr %17, null
  %19 = zext i1 %18 to i32
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %19) [ "funclet"(token %5) ]
  call void @__cxa_end_catch() #6 [ "funclet"(token %5) ]
  catchret from %5 to label %22

21:                                               ; preds = %13
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %5) ]
  unreachable

22:                                               ; preds = %16, %10
  %23 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr null, ptr %23, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %23, ptr nonnull @_ZTIDn, ptr null) #4
          to label %75 unwind label %24

24:                                               ; preds = %22
  %25 = catchswitch within none [label %26] unwind to caller

26:                                               ; preds = %24
  %27 = catchpad within %25 [ptr @_ZTIM1Si]
  %28 = tail call ptr @llvm.wasm.get.exception(token %27)
  %29 = tail call i32 @llvm.wasm.get.ehselector(token %27)
  %30 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIM1Si) #6
  %31 = icmp eq i32 %29, %30
  br i1 %31, label %32, label %38

32:                                               ; preds = %26
  %33 = call ptr @__cxa_begin_catch(ptr %28) #6 [ "funclet"(token %27) ]
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = icmp eq i32 %34, -1
  %36 = zext i1 %35 to i32
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %36) [ "funclet"(token %27) ]
  call void @__cxa_end_catch() #6 [ "funclet"(token %27) ]
  catchret from %27 to label %39

38:                                               ; preds = %26
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %27) ]
  unreachable

39:                                               ; preds = %32
  %40 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr null, ptr %40, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %40, ptr nonnull @_ZTIDn, ptr null) #4
          to label %75 unwind label %41

41:                                               ; preds = %39
  %42 = catchswitch within none [label %43] unwind to caller

43:                                               ; preds = %41
  %44 = catchpad within %42 [ptr @_ZTIDn]
  %45 = tail call ptr @llvm.wasm.get.exception(token %44)
  %46 = tail call i32 @llvm.wasm.get.ehselector(token %44)
  %47 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIDn) #6
  %48 = icmp eq i32 %46, %47
  br i1 %48, label %49, label %52

49:                                               ; preds = %43
  %50 = call ptr @__cxa_begin_catch(ptr %45) #6 [ "funclet"(token %44) ]
  %51 = call i32 @puts(ptr nonnull dereferenceable(1) @str.6) [ "funclet"(token %44) ]
  call void @__cxa_end_catch() #6 [ "funclet"(token %44) ]
  catchret from %44 to label %53

52:                                               ; preds = %43
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %44) ]
  unreachable

53:                                               ; preds = %49
  %54 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store ptr null, ptr %54, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %54, ptr nonnull @_ZTIPi, ptr null) #4
          to label %75 unwind label %55

55:                                               ; preds = %53
  %56 = catchswitch within none [label %57] unwind to caller

57:                                               ; preds = %55
  %58 = catchpad within %56 [ptr @_ZTIDn, ptr @_ZTIPKi]
  %59 = tail call ptr @llvm.wasm.get.exception(token %58)
  %60 = tail call i32 @llvm.wasm.get.ehselector(token %58)
  %61 = icmp eq i32 %60, %46
  br i1 %61, label %62, label %65

62:                                               ; preds = %57
  %63 = call ptr @__cxa_begin_catch(ptr %59) #6 [ "funclet"(token %58) ]
  %64 = call i32 @puts(ptr nonnull dereferenceable(1) @str.7) [ "funclet"(token %58) ]
  call void @__cxa_end_catch() #6 [ "funclet"(token %58) ]
  catchret from %58 to label %74

65:                                               ; preds = %57
  %66 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKi) #6
  %67 = icmp eq i32 %60, %66
  br i1 %67, label %68, label %73

68:                                               ; preds = %65
  %69 = call ptr @__cxa_begin_catch(ptr %59) #6 [ "funclet"(token %58) ]
  %70 = icmp eq ptr %69, null
  %71 = zext i1 %70 to i32
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %71) [ "funclet"(token %58) ]
  call void @__cxa_end_catch() #6 [ "funclet"(token %58) ]
  catchret from %58 to label %74

73:                                               ; preds = %65
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %58) ]
  unreachable

74:                                               ; preds = %68, %62
  ret i32 0

75:                                               ; preds = %53, %39, %22, %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

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
!3 = !{!"std::nullptr_t", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!4, !4, i64 0}
!7 = !{!8, !8, i64 0}
!8 = !{!"any pointer", !4, i64 0}
