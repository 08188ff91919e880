; ModuleID = 'terminate_unhandled_class.cpp'
source_filename = "terminate_unhandled_class.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor4 = type { i8**, i8*, [5 x i8] }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%rtti.TypeDescriptor17 = type { i8**, i8*, [18 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%"struct.app::Failure" = type { i32 }

$"??1Failure@app@@QAE@XZ" = comdat any

$"??_R0PAD@8" = comdat any

$"??_R0H@8" = comdat any

$"??_R0?AUFailure@app@@@8" = comdat any

$"_CT??_R0?AUFailure@app@@@84" = comdat any

$"_CTA1?AUFailure@app@@" = comdat any

$"_TI1?AUFailure@app@@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0PAD@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAD\00" }, comdat
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_R0?AUFailure@app@@@8" = linkonce_odr global %rtti.TypeDescriptor17 { i8** @"??_7type_info@@6B@", i8* null, [18 x i8] c".?AUFailure@app@@\00" }, comdat
@"_CT??_R0?AUFailure@app@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor17* @"??_R0?AUFailure@app@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1?AUFailure@app@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUFailure@app@@@84"] }, section ".xdata", comdat
@"_TI1?AUFailure@app@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%"struct.app::Failure"*)* @"??1Failure@app@@QAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUFailure@app@@" to i8*) }, section ".xdata", comdat
@str = private unnamed_addr constant [19 x i8] c"never: const char*\00", align 1
@str.1 = private unnamed_addr constant [11 x i8] c"never: int\00", align 1
@str.2 = private unnamed_addr constant [15 x i8] c"~Local (never)\00", align 1
@str.3 = private unnamed_addr constant [17 x i8] c"~Failure (never)\00", align 1

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  invoke fastcc void @"?run@@YAXXZ"()
          to label %6 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind label %8

3:                                                ; preds = %1
  %4 = catchpad within %2 [%rtti.TypeDescriptor4* @"??_R0PAD@8", i32 1, i8* null]
  %5 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %4) ]
  catchret from %4 to label %6

6:                                                ; preds = %0, %3
  %7 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.2, i32 0, i32 0)) #4
  ret i32 0

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  %10 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.2, i32 0, i32 0)) #4 [ "funclet"(token %9) ]
  cleanupret from %9 unwind to caller
}

; Function Attrs: noinline norecurse
define internal fastcc void @"?run@@YAXXZ"() unnamed_addr #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %"struct.app::Failure", align 4
  %2 = getelementptr inbounds %"struct.app::Failure", %"struct.app::Failure"* %1, i32 0, i32 0
  store i32 3, i32* %2, align 4, !tbaa !3
  %3 = bitcast %"struct.app::Failure"* %1 to i8*
  invoke void @_CxxThrowException(i8* nonnull %3, %eh.ThrowInfo* nonnull @"_TI1?AUFailure@app@@") #5
          to label %14 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind label %11

6:                                                ; preds = %4
  %7 = catchpad within %5 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i8* null]
  %8 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @str.1, i32 0, i32 0)) [ "funclet"(token %7) ]
  catchret from %7 to label %9

9:                                                ; preds = %6
  %10 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.2, i32 0, i32 0)) #4
  ret void

11:                                               ; preds = %4
  %12 = cleanuppad within none []
  %13 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.2, i32 0, i32 0)) #4 [ "funclet"(token %12) ]
  cleanupret from %12 unwind to caller

14:                                               ; preds = %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Failure@app@@QAE@XZ"(%"struct.app::Failure"* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @str.3, i32 0, i32 0))
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !5, i64 0}
!4 = !{!"?AUFailure@app@@", !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
