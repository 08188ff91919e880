; ModuleID = 'dynspec_bad_exception.cpp'
source_filename = "dynspec_bad_exception.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"class.std::bad_exception" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }
%struct.B = type { i32 }

$_ZN1BD2Ev = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1A = linkonce_odr hidden constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, comdat, align 4
@_ZTISt13bad_exception = external constant i8*
@_ZTS1B = linkonce_odr hidden constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0) }, comdat, align 4
@.str.1 = private unnamed_addr constant [26 x i8] c"caught bad_exception: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"~B(%d)\0A\00", align 1
@str = private unnamed_addr constant [9 x i8] c"never: B\00", align 1
@str.6 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.7 = private unnamed_addr constant [9 x i8] c"never: A\00", align 1
@str.8 = private unnamed_addr constant [28 x i8] c"unexpected handler: rethrow\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = tail call noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef nonnull @_ZL15rethrow_handlerv) #4
  invoke fastcc void @_ZL4speci()
          to label %32 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (i8** @_ZTISt13bad_exception to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)]
  %6 = tail call i8* @llvm.wasm.get.exception(token %5)
  %7 = tail call i32 @llvm.wasm.get.ehselector(token %5)
  %8 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #4
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %4
  %11 = call i8* @__cxa_begin_catch(i8* %6) #4 [ "funclet"(token %5) ]
  %12 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.7, i32 0, i32 0)) [ "funclet"(token %5) ]
  call void @__cxa_end_catch() [ "funclet"(token %5) ]
  catchret from %5 to label %32

13:                                               ; preds = %4
  %14 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt13bad_exception to i8*)) #4
  %15 = icmp eq i32 %7, %14
  br i1 %15, label %16, label %25

16:                                               ; preds = %13
  %17 = call i8* @__cxa_begin_catch(i8* %6) #4 [ "funclet"(token %5) ]
  %18 = bitcast i8* %17 to %"class.std::bad_exception"*
  %19 = bitcast i8* %17 to i8* (%"class.std::bad_exception"*)***
  %20 = load i8* (%"class.std::bad_exception"*)**, i8* (%"class.std::bad_exception"*)*** %19, align 4, !tbaa !2
  %21 = getelementptr inbounds i8* (%"class.std::bad_exception"*)*, i8* (%"class.std::bad_exception"*)** %20, i32 2
  %22 = load i8* (%"class.std::bad_exception"*)*, i8* (%"class.std::bad_exception"*)** %21, align 4
  %23 = call noundef i8* %22(%"class.std::bad_exception"* noundef nonnull align 4 dereferenceable(4) %18) #4 [ "funclet"(token %5) ]
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i32 0, i32 0), i8* noundef %23) [ "funclet"(token %5) ]
  call void @__cxa_end_catch() [ "funclet"(token %5) ]
  catchret from %5 to label %32

25:                                               ; preds = %13
  %26 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #4
  %27 = icmp eq i32 %7, %26
  br i1 %27, label %28, label %31

28:                                               ; preds = %25
  %29 = call i8* @__cxa_begin_catch(i8* %6) #4 [ "funclet"(token %5) ]
  %30 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %5) ]
  call void @__cxa_end_catch() [ "funclet"(token %5) ]
  catchret from %5 to label %32

31:                                               ; preds = %25
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %5) ]
  unreachable

32:                                               ; preds = %0, %28, %16, %10
  %33 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str.6, i32 0, i32 0))
  ret i32 0
}

; Function Attrs: nounwind
declare noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef) local_unnamed_addr #1

; Function Attrs: mustprogress norecurse noreturn
define internal void @_ZL15rethrow_handlerv() #2 {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @str.8, i32 0, i32 0))
  tail call void @__cxa_rethrow() #7
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @_ZL4speci() unnamed_addr #3 {
  %1 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %2 = bitcast i8* %1 to i32*
  store i32 5, i32* %2, align 16, !tbaa !5
  tail call void @__cxa_throw(i8* %1, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (%struct.B* (%struct.B*)* @_ZN1BD2Ev to i8*)) #7
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #4

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

declare void @__cxa_rethrow() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.B, %struct.B* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !5
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0), i32 noundef %3)
  ret %struct.B* %0
}

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { mustprogress norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { mustprogress noinline norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind }
attributes #5 = { nofree nosync nounwind readnone }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { noreturn }
attributes #8 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { nofree nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS1B", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !4, i64 0}
