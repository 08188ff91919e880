; ModuleID = 'rethrow_vs_throw_copy.cpp'
source_filename = "rethrow_vs_throw_copy.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZN4BaseD2Ev = comdat any

$_ZN7DerivedD0Ev = comdat any

$_ZNK7Derived4kindEv = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZNK4Base4kindEv = comdat any

$_ZTS7Derived = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTI7Derived = comdat any

$_ZTV7Derived = comdat any

$_ZTV4Base = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7Derived = linkonce_odr hidden constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTI7Derived = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, comdat, align 4
@.str = private unnamed_addr constant [22 x i8] c"inner %s %d, throw b\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"outer %s %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"inner %s %d, throw;\0A\00", align 1
@_ZTV7Derived = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7Derived, ptr @_ZN4BaseD2Ev, ptr @_ZN7DerivedD0Ev, ptr @_ZNK7Derived4kindEv] }, comdat, align 4
@_ZTV4Base = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZN4BaseD2Ev, ptr @_ZN4BaseD0Ev, ptr @_ZNK4Base4kindEv] }, comdat, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"Base(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"Base\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"Derived\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"Base copy %d -> %d\0A\00", align 1
@str = private unnamed_addr constant [15 x i8] c"wrong: Derived\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = tail call ptr @__cxa_allocate_exception(i32 8) #9
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Base, i32 8), ptr %1, align 4, !tbaa !2
  %2 = getelementptr inbounds i8, ptr %1, i32 4
  store i32 1, ptr %2, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV7Derived, i32 8), ptr %1, align 4, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTI7Derived, ptr nonnull @_ZN4BaseD2Ev) #5
          to label %108 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind label %29

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @_ZTI4Base]
  %8 = tail call ptr @llvm.wasm.get.exception(token %7)
  %9 = tail call i32 @llvm.wasm.get.ehselector(token %7)
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #9
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %28

12:                                               ; preds = %6
  %13 = call ptr @__cxa_begin_catch(ptr %8) #9 [ "funclet"(token %7) ]
  %14 = load ptr, ptr %13, align 4, !tbaa !2
  %15 = getelementptr inbounds i8, ptr %14, i32 8
  %16 = load ptr, ptr %15, align 4
  %17 = invoke noundef ptr %16(ptr noundef nonnull align 4 dereferenceable(8) %13) [ "funclet"(token %7) ]
          to label %18 unwind label %96

18:                                               ; preds = %12
  %19 = getelementptr inbounds i8, ptr %13, i32 4
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %17, i32 noundef %20) [ "funclet"(token %7) ]
  %22 = call ptr @__cxa_allocate_exception(i32 8) #9 [ "funclet"(token %7) ]
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Base, i32 8), ptr %22, align 4, !tbaa !2
  %23 = getelementptr inbounds i8, ptr %22, i32 4
  %24 = load i32, ptr %19, align 4, !tbaa !5
  %25 = add nsw i32 %24, 10
  store i32 %25, ptr %23, align 4, !tbaa !5
  %26 = load i32, ptr %19, align 4, !tbaa !5
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %26, i32 noundef %25) [ "funclet"(token %7) ]
  invoke void @__cxa_throw(ptr nonnull %22, ptr nonnull @_ZTI4Base, ptr nonnull @_ZN4BaseD2Ev) #5 [ "funclet"(token %7) ]
          to label %108 unwind label %96

28:                                               ; preds = %6
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %7) ]
          to label %108 unwind label %29

29:                                               ; preds = %28, %98, %4
  %30 = catchswitch within none [label %31] unwind to caller

31:                                               ; preds = %29
  %32 = catchpad within %30 [ptr @_ZTI7Derived, ptr @_ZTI4Base]
  %33 = tail call ptr @llvm.wasm.get.exception(token %32)
  %34 = tail call i32 @llvm.wasm.get.ehselector(token %32)
  %35 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Derived) #9
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %40

37:                                               ; preds = %31
  %38 = call ptr @__cxa_begin_catch(ptr %33) #9 [ "funclet"(token %32) ]
  %39 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %32) ]
  call void @__cxa_end_catch() [ "funclet"(token %32) ]
  catchret from %32 to label %54

40:                                               ; preds = %31
  %41 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #9
  %42 = icmp eq i32 %34, %41
  br i1 %42, label %43, label %53

43:                                               ; preds = %40
  %44 = call ptr @__cxa_begin_catch(ptr %33) #9 [ "funclet"(token %32) ]
  %45 = load ptr, ptr %44, align 4, !tbaa !2
  %46 = getelementptr inbounds i8, ptr %45, i32 8
  %47 = load ptr, ptr %46, align 4
  %48 = invoke noundef ptr %47(ptr noundef nonnull align 4 dereferenceable(8) %44) [ "funclet"(token %32) ]
          to label %49 unwind label %99

49:                                               ; preds = %43
  %50 = getelementptr inbounds i8, ptr %44, i32 4
  %51 = load i32, ptr %50, align 4, !tbaa !5
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %48, i32 noundef %51) [ "funclet"(token %32) ]
  call void @__cxa_end_catch() [ "funclet"(token %32) ]
  catchret from %32 to label %54

53:                                               ; preds = %40
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %32) ]
  unreachable

54:                                               ; preds = %37, %49
  %55 = tail call ptr @__cxa_allocate_exception(i32 8) #9
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Base, i32 8), ptr %55, align 4, !tbaa !2
  %56 = getelementptr inbounds i8, ptr %55, i32 4
  store i32 2, ptr %56, align 4, !tbaa !5
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV7Derived, i32 8), ptr %55, align 4, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %55, ptr nonnull @_ZTI7Derived, ptr nonnull @_ZN4BaseD2Ev) #5
          to label %108 unwind label %58

58:                                               ; preds = %54
  %59 = catchswitch within none [label %60] unwind label %77

60:                                               ; preds = %58
  %61 = catchpad within %59 [ptr @_ZTI4Base]
  %62 = tail call ptr @llvm.wasm.get.exception(token %61)
  %63 = tail call i32 @llvm.wasm.get.ehselector(token %61)
  %64 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #9
  %65 = icmp eq i32 %63, %64
  br i1 %65, label %66, label %76

66:                                               ; preds = %60
  %67 = call ptr @__cxa_begin_catch(ptr %62) #9 [ "funclet"(token %61) ]
  %68 = load ptr, ptr %67, align 4, !tbaa !2
  %69 = getelementptr inbounds i8, ptr %68, i32 8
  %70 = load ptr, ptr %69, align 4
  %71 = invoke noundef ptr %70(ptr noundef nonnull align 4 dereferenceable(8) %67) [ "funclet"(token %61) ]
          to label %72 unwind label %102

72:                                               ; preds = %66
  %73 = getelementptr inbounds i8, ptr %67, i32 4
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %71, i32 noundef %74) [ "funclet"(token %61) ]
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %61) ]
          to label %108 unwind label %102

76:                                               ; preds = %60
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %61) ]
          to label %108 unwind label %77

77:                                               ; preds = %76, %104, %58
  %78 = catchswitch within none [label %79] unwind to caller

79:                                               ; preds = %77
  %80 = catchpad within %78 [ptr @_ZTI7Derived]
  %81 = tail call ptr @llvm.wasm.get.exception(token %80)
  %82 = tail call i32 @llvm.wasm.get.ehselector(token %80)
  %83 = icmp eq i32 %82, %35
  br i1 %83, label %84, label %94

84:                                               ; preds = %79
  %85 = call ptr @__cxa_begin_catch(ptr %81) #9 [ "funclet"(token %80) ]
  %86 = load ptr, ptr %85, align 4, !tbaa !2
  %87 = getelementptr inbounds i8, ptr %86, i32 8
  %88 = load ptr, ptr %87, align 4
  %89 = invoke noundef ptr %88(ptr noundef nonnull align 4 dereferenceable(8) %85) [ "funclet"(token %80) ]
          to label %90 unwind label %105

90:                                               ; preds = %84
  %91 = getelementptr inbounds i8, ptr %85, i32 4
  %92 = load i32, ptr %91, align 4, !tbaa !5
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %89, i32 noundef %92) [ "funclet"(token %80) ]
  call void @__cxa_end_catch() [ "funclet"(token %80) ]
  catchret from %80 to label %95

94:                                               ; preds = %79
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %80) ]
  unreachable

95:                                               ; preds = %90
  ret i32 0

96:                                               ; preds = %18, %12
  %97 = cleanuppad within %7 []
  invoke void @__cxa_end_catch() [ "funclet"(token %97) ]
          to label %98 unwind label %109

98:                                               ; preds = %96
  cleanupret from %97 unwind label %29

99:                                               ; preds = %43
  %100 = cleanuppad within %32 []
  invoke void @__cxa_end_catch() [ "funclet"(token %100) ]
          to label %101 unwind label %111

101:                                              ; preds = %99
  cleanupret from %100 unwind to caller

102:                                              ; preds = %72, %66
  %103 = cleanuppad within %61 []
  invoke void @__cxa_end_catch() [ "funclet"(token %103) ]
          to label %104 unwind label %113

104:                                              ; preds = %102
  cleanupret from %103 unwind label %77

105:                                              ; preds = %84
  %106 = cleanuppad within %80 []
  invoke void @__cxa_end_catch() [ "funclet"(token %106) ]
          to label %107 unwind label %115

107:                                              ; preds = %105
  cleanupret from %106 unwind to caller

108:                                              ; preds = %76, %72, %54, %28, %18, %0
  unreachable

109:                                              ; preds = %96
  %110 = cleanuppad within %97 []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %110) ]
  unreachable

111:                                              ; preds = %99
  %112 = cleanuppad within %100 []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %112) ]
  unreachable

113:                                              ; preds = %102
  %114 = cleanuppad within %103 []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %114) ]
  unreachable

115:                                              ; preds = %105
  %116 = cleanuppad within %106 []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %116) ]
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #4 comdat personality ptr @__gxx_wasm_personality_v0 {
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Base, i32 8), ptr %0, align 4, !tbaa !2
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load i32, ptr %2, align 4, !tbaa !5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %3)
  ret ptr %0
}

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden void @_ZN7DerivedD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat personality ptr @__gxx_wasm_personality_v0 {
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Base, i32 8), ptr %0, align 4, !tbaa !2
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load i32, ptr %2, align 4, !tbaa !5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %3)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 8) #11
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZNK7Derived4kindEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat {
  ret ptr @.str.6
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden void @_ZN4BaseD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat personality ptr @__gxx_wasm_personality_v0 {
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Base, i32 8), ptr %0, align 4, !tbaa !2
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load i32, ptr %2, align 4, !tbaa !5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %3)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 8) #11
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZNK4Base4kindEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #4 comdat {
  ret ptr @.str.5
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !7, i64 4}
!6 = !{!"_ZTS4Base", !7, i64 4}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !4, i64 0}
