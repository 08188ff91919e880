; ModuleID = 'src/unhandled.c'
source_filename = "unhandled.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

@str = private unnamed_addr constant [12 x i8] c"not reached\00", align 1
@str.1 = private unnamed_addr constant [16 x i8] c"filter declines\00", align 1
@str.2 = private unnamed_addr constant [36 x i8] c"finally: not reached before the end\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() #0 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  %1 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* nonnull %1)
  invoke fastcc void @deep() #7
          to label %8 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [i8* bitcast (i32 ()* @"?filt$0@0@main@@" to i8*)]
  catchret from %5 to label %6

6:                                                ; preds = %4
  %7 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @str, i32 0, i32 0))
  br label %8

8:                                                ; preds = %0, %6
  ret i32 0
}

; Function Attrs: nofree nounwind
define internal i32 @"?filt$0@0@main@@"() #1 {
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 0)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to { i32*, i8* }**
  %7 = load { i32*, i8* }*, { i32*, i8* }** %6, align 4
  %8 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %7, i32 0, i32 0
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %4, align 4
  %11 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @str.1, i32 0, i32 0))
  ret i32 0
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.frameaddress.p0i8(i32 immarg) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.eh.recoverfp(i8*, i8*) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.localrecover(i8*, i8*, i32 immarg) #2

; Function Attrs: noinline nounwind
define internal fastcc void @deep() unnamed_addr #3 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870793, i32 noundef 0, i32 noundef 0, i32* noundef null) #7
          to label %1 unwind label %3

1:                                                ; preds = %0
  %2 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @str.2, i32 0, i32 0)) #8
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  %5 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @str.2, i32 0, i32 0)) #8 [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

declare dso_local i32 @_except_handler3(...)

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #4

declare dllimport x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef, i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #3 = { noinline nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { noinline }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
