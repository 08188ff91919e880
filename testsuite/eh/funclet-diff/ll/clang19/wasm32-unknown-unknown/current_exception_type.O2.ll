; ModuleID = 'current_exception_type.cpp'
source_filename = "current_exception_type.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZTSN2ns5ThingE = comdat any

$_ZTIN2ns5ThingE = comdat any

$_ZTS3BoxIdE = comdat any

$_ZTI3BoxIdE = comdat any

@.str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN2ns5ThingE = linkonce_odr hidden constant [12 x i8] c"N2ns5ThingE\00", comdat, align 1
@_ZTIN2ns5ThingE = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTSN2ns5ThingE }, comdat, align 4
@.str.2 = private unnamed_addr constant [13 x i8] c"nested Thing\00", align 1
@_ZTS3BoxIdE = linkonce_odr hidden constant [8 x i8] c"3BoxIdE\00", comdat, align 1
@_ZTI3BoxIdE = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3BoxIdE }, comdat, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"nested Box\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"back\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"after\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"text\00", align 1
@_ZTIPKc = external constant ptr
@.str.7 = private unnamed_addr constant [8 x i8] c"literal\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"%s: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"(none)\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = tail call ptr @__cxa_current_exception_type() #7
  %2 = icmp eq ptr %1, null
  br i1 %2, label %10, label %3

3:                                                ; preds = %0
  %4 = getelementptr inbounds i8, ptr %1, i32 4
  %5 = load ptr, ptr %4, align 4, !tbaa !2
  %6 = load i8, ptr %5, align 1, !tbaa !7
  %7 = icmp eq i8 %6, 42
  %8 = zext i1 %7 to i32
  %9 = getelementptr inbounds i8, ptr %5, i32 %8
  br label %10

10:                                               ; preds = %0, %3
  %11 = phi ptr [ %9, %3 ], [ @.str.9, %0 ]
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, ptr noundef nonnull %11)
  %13 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 1, ptr %13, align 16, !tbaa !8
  invoke void @__cxa_throw(ptr nonnull %13, ptr nonnull @_ZTIi, ptr null) #4
          to label %97 unwind label %14

14:                                               ; preds = %10
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [ptr null]
  %18 = tail call ptr @llvm.wasm.get.exception(token %17)
  %19 = tail call i32 @llvm.wasm.get.ehselector(token %17)
  %20 = call ptr @__cxa_begin_catch(ptr %18) #7 [ "funclet"(token %17) ]
  %21 = call ptr @__cxa_current_exception_type() #7 [ "funclet"(token %17) ]
  %22 = icmp eq ptr %21, null
  br i1 %22, label %30, label %23

23:                                               ; preds = %16
  %24 = getelementptr inbounds i8, ptr %21, i32 4
  %25 = load ptr, ptr %24, align 4, !tbaa !2
  %26 = load i8, ptr %25, align 1, !tbaa !7
  %27 = icmp eq i8 %26, 42
  %28 = zext i1 %27 to i32
  %29 = getelementptr inbounds i8, ptr %25, i32 %28
  br label %30

30:                                               ; preds = %23, %16
  %31 = phi ptr [ %29, %23 ], [ @.str.9, %16 ]
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, ptr noundef nonnull %31) [ "funclet"(token %17) ]
  %33 = call ptr @__cxa_allocate_exception(i32 1) #7 [ "funclet"(token %17) ]
  invoke void @__cxa_throw(ptr %33, ptr nonnull @_ZTIN2ns5ThingE, ptr null) #4 [ "funclet"(token %17) ]
          to label %97 unwind label %34

34:                                               ; preds = %30
  %35 = catchswitch within %17 [label %36] unwind label %94

36:                                               ; preds = %34
  %37 = catchpad within %35 [ptr null]
  %38 = tail call ptr @llvm.wasm.get.exception(token %37)
  %39 = tail call i32 @llvm.wasm.get.ehselector(token %37)
  %40 = call ptr @__cxa_begin_catch(ptr %38) #7 [ "funclet"(token %37) ]
  %41 = call ptr @__cxa_current_exception_type() #7 [ "funclet"(token %37) ]
  %42 = icmp eq ptr %41, null
  br i1 %42, label %50, label %43

43:                                               ; preds = %36
  %44 = getelementptr inbounds i8, ptr %41, i32 4
  %45 = load ptr, ptr %44, align 4, !tbaa !2
  %46 = load i8, ptr %45, align 1, !tbaa !7
  %47 = icmp eq i8 %46, 42
  %48 = zext i1 %47 to i32
  %49 = getelementptr inbounds i8, ptr %45, i32 %48
  br label %50

50:                                               ; preds = %43, %36
  %51 = phi ptr [ %49, %43 ], [ @.str.9, %36 ]
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, ptr noundef nonnull %51) [ "funclet"(token %37) ]
  %53 = call ptr @__cxa_allocate_exception(i32 1) #7 [ "funclet"(token %37) ]
  invoke void @__cxa_throw(ptr %53, ptr nonnull @_ZTI3BoxIdE, ptr null) #4 [ "funclet"(token %37) ]
          to label %97 unwind label %54

54:                                               ; preds = %50
  %55 = catchswitch within %37 [label %56] unwind label %91

56:                                               ; preds = %54
  %57 = catchpad within %55 [ptr @_ZTI3BoxIdE]
  %58 = tail call ptr @llvm.wasm.get.exception(token %57)
  %59 = tail call i32 @llvm.wasm.get.ehselector(token %57)
  %60 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3BoxIdE) #7
  %61 = icmp eq i32 %59, %60
  br i1 %61, label %62, label %77

62:                                               ; preds = %56
  %63 = call ptr @__cxa_begin_catch(ptr %58) #7 [ "funclet"(token %57) ]
  %64 = call ptr @__cxa_current_exception_type() #7 [ "funclet"(token %57) ]
  %65 = icmp eq ptr %64, null
  br i1 %65, label %73, label %66

66:                                               ; preds = %62
  %67 = getelementptr inbounds i8, ptr %64, i32 4
  %68 = load ptr, ptr %67, align 4, !tbaa !2
  %69 = load i8, ptr %68, align 1, !tbaa !7
  %70 = icmp eq i8 %69, 42
  %71 = zext i1 %70 to i32
  %72 = getelementptr inbounds i8, ptr %68, i32 %71
  br label %73

73:                                               ; preds = %66, %62
  %74 = phi ptr [ %72, %66 ], [ @.str.9, %62 ]
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, ptr noundef nonnull %74) [ "funclet"(token %57) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %57) ]
          to label %76 unwind label %91

76:                                               ; preds = %73
  catchret from %57 to label %78

77:                                               ; preds = %56
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %57) ]
          to label %97 unwind label %91

78:                                               ; preds = %76
  invoke void @__cxa_end_catch() [ "funclet"(token %37) ]
          to label %79 unwind label %94

79:                                               ; preds = %78
  catchret from %37 to label %80

80:                                               ; preds = %79
  call fastcc void @_ZL4showPKc(ptr noundef nonnull @.str.4) [ "funclet"(token %17) ]
  call void @__cxa_end_catch() [ "funclet"(token %17) ]
  catchret from %17 to label %81

81:                                               ; preds = %80
  tail call fastcc void @_ZL4showPKc(ptr noundef nonnull @.str.5)
  %82 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store ptr @.str.6, ptr %82, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %82, ptr nonnull @_ZTIPKc, ptr null) #4
          to label %97 unwind label %83

83:                                               ; preds = %81
  %84 = catchswitch within none [label %85] unwind to caller

85:                                               ; preds = %83
  %86 = catchpad within %84 [ptr null]
  %87 = tail call ptr @llvm.wasm.get.exception(token %86)
  %88 = tail call i32 @llvm.wasm.get.ehselector(token %86)
  %89 = call ptr @__cxa_begin_catch(ptr %87) #7 [ "funclet"(token %86) ]
  call fastcc void @_ZL4showPKc(ptr noundef nonnull @.str.7) [ "funclet"(token %86) ]
  call void @__cxa_end_catch() [ "funclet"(token %86) ]
  catchret from %86 to label %90

90:                                               ; preds = %85
  ret i32 0

91:                                               ; preds = %73, %77, %54
  %92 = cleanuppad within %37 []
  invoke void @__cxa_end_catch() [ "funclet"(token %92) ]
          to label %93 unwind label %98

93:                                               ; preds = %91
  cleanupret from %92 unwind label %94

94:                                               ; preds = %93, %78, %34
  %95 = cleanuppad within %17 []
  invoke void @__cxa_end_catch() [ "funclet"(token %95) ]
          to label %96 unwind label %100

96:                                               ; preds = %94
  cleanupret from %95 unwind to caller

97:                                               ; preds = %81, %77, %50, %30, %10
  unreachable

98:                                               ; preds = %91
  %99 = cleanuppad within %92 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %99) ]
  unreachable

100:                                              ; preds = %94
  %101 = cleanuppad within %95 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %101) ]
  unreachable
}

; Function Attrs: mustprogress norecurse nounwind
define internal fastcc void @_ZL4showPKc(ptr noundef %0) unnamed_addr #1 {
  %2 = tail call ptr @__cxa_current_exception_type() #7
  %3 = icmp eq ptr %2, null
  br i1 %3, label %11, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %2, i32 4
  %6 = load ptr, ptr %5, align 4, !tbaa !2
  %7 = load i8, ptr %6, align 1, !tbaa !7
  %8 = icmp eq i8 %7, 42
  %9 = zext i1 %8 to i32
  %10 = getelementptr inbounds i8, ptr %6, i32 %9
  br label %11

11:                                               ; preds = %1, %4
  %12 = phi ptr [ %10, %4 ], [ @.str.9, %1 ]
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %0, ptr noundef nonnull %12)
  ret void
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

; Function Attrs: nounwind
declare ptr @__cxa_current_exception_type() local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { noreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !4, i64 4}
!3 = !{!"_ZTSSt9type_info", !4, i64 4}
!4 = !{!"any pointer", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!5, !5, i64 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !5, i64 0}
!10 = !{!4, !4, i64 0}
