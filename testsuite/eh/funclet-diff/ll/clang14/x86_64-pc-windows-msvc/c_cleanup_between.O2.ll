; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

$"??_C@_0BC@EACKGNKJ@C?$CL?$CL?5throws?5at?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@GHFOEPGL@C?$CL?$CL?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BG@KPHMMMLL@no?9throw?5callback?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BC@INCPLIHC@C?5layer?5?$CFd?5enter?6?$AA@" = comdat any

$"??_C@_0BC@IBLFFIBE@C?5layer?5?$CFd?5leave?6?$AA@" = comdat any

$"??_C@_0BH@EKAJLJEG@C?5cleanup?5releases?5?$CFd?6?$AA@" = comdat any

@"??_C@_0BC@EACKGNKJ@C?$CL?$CL?5throws?5at?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"C++ throws at %d\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@"??_C@_0O@GHFOEPGL@C?$CL?$CL?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"C++ ~Obj(%d)\0A\00", comdat, align 1
@"??_C@_0BG@KPHMMMLL@no?9throw?5callback?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"no-throw callback %d\0A\00", comdat, align 1
@"??_C@_0BC@INCPLIHC@C?5layer?5?$CFd?5enter?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"C layer %d enter\0A\00", comdat, align 1
@"??_C@_0BC@IBLFFIBE@C?5layer?5?$CFd?5leave?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"C layer %d leave\0A\00", comdat, align 1
@"??_C@_0BH@EKAJLJEG@C?5cleanup?5releases?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"C cleanup releases %d\0A\00", comdat, align 1

; Function Attrs: uwtable
define dso_local void @cpp_callback(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = icmp eq i32 %0, 3
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@EACKGNKJ@C?$CL?$CL?5throws?5at?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 3)
  store i32 3, i32* %2, align 4, !tbaa !4
  %6 = bitcast i32* %2 to i8*
  invoke void @_CxxThrowException(i8* nonnull %6, %eh.ThrowInfo* nonnull @_TI1H) #4
          to label %14 unwind label %11

7:                                                ; preds = %1
  %8 = add nsw i32 %0, 1
  invoke void @c_layer(i32 noundef %8, void (i32)* noundef nonnull @cpp_callback)
          to label %9 unwind label %11

9:                                                ; preds = %7
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@GHFOEPGL@C?$CL?$CL?5?$HOObj?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %0) #5
  ret void

11:                                               ; preds = %7, %4
  %12 = cleanuppad within none []
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@GHFOEPGL@C?$CL?$CL?5?$HOObj?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %0) #5 [ "funclet"(token %12) ]
  cleanupret from %12 unwind to caller

14:                                               ; preds = %4
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  invoke void @c_layer(i32 noundef 1, void (i32)* noundef nonnull @cpp_callback)
          to label %8 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %1]
  %6 = load i32, i32* %1, align 4, !tbaa !4
  %7 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %6) [ "funclet"(token %5) ]
  catchret from %5 to label %8

8:                                                ; preds = %4, %0
  call void @c_layer(i32 noundef 10, void (i32)* noundef nonnull @"?__invoke@<lambda_0>@?0??main@@9@CA?A?<auto>@@H@Z")
  ret i32 0
}

; Function Attrs: inlinehint nofree norecurse nounwind uwtable
define internal void @"?__invoke@<lambda_0>@?0??main@@9@CA?A?<auto>@@H@Z"(i32 noundef %0) #3 align 2 {
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@KPHMMMLL@no?9throw?5callback?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %0) #5
  ret void
}

; Function Attrs: uwtable
define dso_local void @c_plain(i32 noundef %0, void (i32)* nocapture noundef readonly %1) local_unnamed_addr #0 {
  tail call void %1(i32 noundef %0)
  ret void
}

; Function Attrs: uwtable
define dso_local void @c_layer(i32 noundef %0, void (i32)* nocapture noundef readonly %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = mul nsw i32 %0, 10
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@INCPLIHC@C?5layer?5?$CFd?5enter?6?$AA@", i64 0, i64 0), i32 noundef %0)
  invoke void %1(i32 noundef %0)
          to label %5 unwind label %9

5:                                                ; preds = %2
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@IBLFFIBE@C?5layer?5?$CFd?5leave?6?$AA@", i64 0, i64 0), i32 noundef %0)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@EKAJLJEG@C?5cleanup?5releases?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %3) #5
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@EKAJLJEG@C?5cleanup?5releases?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %0) #5
  ret void

9:                                                ; preds = %2
  %10 = cleanuppad within none []
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@EKAJLJEG@C?5cleanup?5releases?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %3) #5 [ "funclet"(token %10) ]
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@EKAJLJEG@C?5cleanup?5releases?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %0) #5 [ "funclet"(token %10) ]
  cleanupret from %10 unwind to caller
}

attributes #0 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }
attributes #5 = { nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
