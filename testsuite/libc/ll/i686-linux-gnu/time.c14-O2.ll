; ModuleID = 'time.c'
source_filename = "time.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i8* }
%struct.timespec = type { i32, i32 }
%struct.timeval = type { i32, i32 }

@main.times = internal unnamed_addr constant [14 x i64] [i64 0, i64 1, i64 86399, i64 86400, i64 951782400, i64 951868800, i64 978307199, i64 1000000000, i64 1234567890, i64 1700000000, i64 2147483647, i64 -1, i64 -86400, i64 -2147483647], align 8
@.str = private unnamed_addr constant [9 x i8] c"gmtime_r\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"localtime_r\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"  gmtime zone %s off %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"  localtime zone %s off %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"  asctime %s\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"  ctime %s\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"  [%s] %zu \22%s\22\0A\00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"  mktime %lld timegm %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"normalised %lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"normalised\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"%F %a %G-W%V-%u %U %W %j\00", align 1
@.str.12 = private unnamed_addr constant [24 x i8] c"strftime too long: %zu\0A\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"%A %B\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"difftime %a %a\0A\00", align 1
@.str.15 = private unnamed_addr constant [30 x i8] c"clocks: %d %d %d %d %d %d %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [15 x i8] c"bad clock: %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [58 x i8] c"%s: %d-%02d-%02d %02d:%02d:%02d wday %d yday %d isdst %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"%a %A %b %B %h\00", align 1
@.str.19 = private unnamed_addr constant [3 x i8] c"%c\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"%C %d %D %e\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"%F %T\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c"%g %G %V\00", align 1
@.str.23 = private unnamed_addr constant [15 x i8] c"%H %I %j %k %l\00", align 1
@.str.24 = private unnamed_addr constant [17 x i8] c"%m %M %n%t %p %P\00", align 1
@.str.25 = private unnamed_addr constant [9 x i8] c"%r %R %S\00", align 1
@.str.26 = private unnamed_addr constant [12 x i8] c"%u %U %w %W\00", align 1
@.str.27 = private unnamed_addr constant [12 x i8] c"%x %X %y %Y\00", align 1
@.str.28 = private unnamed_addr constant [6 x i8] c"%z %Z\00", align 1
@.str.29 = private unnamed_addr constant [3 x i8] c"%%\00", align 1
@.str.30 = private unnamed_addr constant [16 x i8] c"%-d %_d %0e %-j\00", align 1
@.str.31 = private unnamed_addr constant [11 x i8] c"%Ey %Od %s\00", align 1
@.str.32 = private unnamed_addr constant [5 x i8] c"[%q]\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.tm, align 4
  %3 = alloca %struct.tm, align 4
  %4 = alloca [128 x i8], align 1
  %5 = alloca %struct.tm, align 4
  %6 = alloca %struct.tm, align 4
  %7 = alloca [64 x i8], align 1
  %8 = alloca [8 x i8], align 1
  %9 = alloca %struct.tm, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.timespec, align 4
  %12 = alloca %struct.timespec, align 4
  %13 = alloca %struct.timeval, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.timespec, align 4
  %16 = bitcast i32* %1 to i8*
  %17 = bitcast %struct.tm* %2 to i8*
  %18 = bitcast %struct.tm* %3 to i8*
  %19 = getelementptr inbounds [128 x i8], [128 x i8]* %4, i32 0, i32 0
  br label %68

20:                                               ; preds = %68
  %21 = bitcast %struct.tm* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 44, i8* nonnull %21) #8
  %22 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 6
  %23 = bitcast i32* %22 to i8*
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(44) %23, i8 0, i32 20, i1 false)
  %24 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 5
  store i32 100, i32* %24, align 4, !tbaa !6
  %25 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 4
  store i32 13, i32* %25, align 4, !tbaa !13
  %26 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 3
  store i32 35, i32* %26, align 4, !tbaa !14
  %27 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 2
  store i32 25, i32* %27, align 4, !tbaa !15
  %28 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 1
  store i32 -5, i32* %28, align 4, !tbaa !16
  %29 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 0
  store i32 70, i32* %29, align 4, !tbaa !17
  %30 = call i32 @mktime(%struct.tm* noundef nonnull %5) #8
  %31 = sext i32 %30 to i64
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i32 0, i32 0), i64 noundef %31)
  %33 = load i32, i32* %24, align 4, !tbaa !6
  %34 = add nsw i32 %33, 1900
  %35 = load i32, i32* %25, align 4, !tbaa !13
  %36 = add nsw i32 %35, 1
  %37 = load i32, i32* %26, align 4, !tbaa !14
  %38 = load i32, i32* %27, align 4, !tbaa !15
  %39 = load i32, i32* %28, align 4, !tbaa !16
  %40 = load i32, i32* %29, align 4, !tbaa !17
  %41 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 6
  %42 = load i32, i32* %41, align 4, !tbaa !18
  %43 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 7
  %44 = load i32, i32* %43, align 4, !tbaa !19
  %45 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 8
  %46 = load i32, i32* %45, align 4, !tbaa !20
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.9, i32 0, i32 0), i32 noundef %34, i32 noundef %36, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40, i32 noundef %42, i32 noundef %44, i32 noundef %46) #8
  store i32 99, i32* %24, align 4, !tbaa !6
  store i32 -1, i32* %25, align 4, !tbaa !13
  store i32 0, i32* %26, align 4, !tbaa !14
  store i32 0, i32* %27, align 4, !tbaa !15
  store i32 0, i32* %28, align 4, !tbaa !16
  store i32 -1, i32* %29, align 4, !tbaa !17
  %48 = call i32 @timegm(%struct.tm* noundef nonnull %5) #8
  %49 = sext i32 %48 to i64
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i32 0, i32 0), i64 noundef %49)
  %51 = load i32, i32* %24, align 4, !tbaa !6
  %52 = add nsw i32 %51, 1900
  %53 = load i32, i32* %25, align 4, !tbaa !13
  %54 = add nsw i32 %53, 1
  %55 = load i32, i32* %26, align 4, !tbaa !14
  %56 = load i32, i32* %27, align 4, !tbaa !15
  %57 = load i32, i32* %28, align 4, !tbaa !16
  %58 = load i32, i32* %29, align 4, !tbaa !17
  %59 = load i32, i32* %41, align 4, !tbaa !18
  %60 = load i32, i32* %43, align 4, !tbaa !19
  %61 = load i32, i32* %45, align 4, !tbaa !20
  %62 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.9, i32 0, i32 0), i32 noundef %52, i32 noundef %54, i32 noundef %55, i32 noundef %56, i32 noundef %57, i32 noundef %58, i32 noundef %59, i32 noundef %60, i32 noundef %61) #8
  %63 = bitcast %struct.tm* %6 to i8*
  %64 = getelementptr inbounds %struct.tm, %struct.tm* %6, i32 0, i32 5
  %65 = getelementptr inbounds %struct.tm, %struct.tm* %6, i32 0, i32 4
  %66 = getelementptr inbounds %struct.tm, %struct.tm* %6, i32 0, i32 3
  %67 = getelementptr inbounds [64 x i8], [64 x i8]* %7, i32 0, i32 0
  br label %170

68:                                               ; preds = %0, %68
  %69 = phi i32 [ 0, %0 ], [ %168, %68 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #8
  %70 = getelementptr inbounds [14 x i64], [14 x i64]* @main.times, i32 0, i32 %69
  %71 = load i64, i64* %70, align 8, !tbaa !21
  %72 = trunc i64 %71 to i32
  store i32 %72, i32* %1, align 4, !tbaa !23
  call void @llvm.lifetime.start.p0i8(i64 44, i8* nonnull %17) #8
  call void @llvm.lifetime.start.p0i8(i64 44, i8* nonnull %18) #8
  %73 = call %struct.tm* @gmtime_r(i32* noundef nonnull %1, %struct.tm* noundef nonnull %2) #8
  %74 = getelementptr inbounds %struct.tm, %struct.tm* %73, i32 0, i32 5
  %75 = load i32, i32* %74, align 4, !tbaa !6
  %76 = add nsw i32 %75, 1900
  %77 = getelementptr inbounds %struct.tm, %struct.tm* %73, i32 0, i32 4
  %78 = load i32, i32* %77, align 4, !tbaa !13
  %79 = add nsw i32 %78, 1
  %80 = getelementptr inbounds %struct.tm, %struct.tm* %73, i32 0, i32 3
  %81 = load i32, i32* %80, align 4, !tbaa !14
  %82 = getelementptr inbounds %struct.tm, %struct.tm* %73, i32 0, i32 2
  %83 = load i32, i32* %82, align 4, !tbaa !15
  %84 = getelementptr inbounds %struct.tm, %struct.tm* %73, i32 0, i32 1
  %85 = load i32, i32* %84, align 4, !tbaa !16
  %86 = getelementptr inbounds %struct.tm, %struct.tm* %73, i32 0, i32 0
  %87 = load i32, i32* %86, align 4, !tbaa !17
  %88 = getelementptr inbounds %struct.tm, %struct.tm* %73, i32 0, i32 6
  %89 = load i32, i32* %88, align 4, !tbaa !18
  %90 = getelementptr inbounds %struct.tm, %struct.tm* %73, i32 0, i32 7
  %91 = load i32, i32* %90, align 4, !tbaa !19
  %92 = getelementptr inbounds %struct.tm, %struct.tm* %73, i32 0, i32 8
  %93 = load i32, i32* %92, align 4, !tbaa !20
  %94 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i32 noundef %76, i32 noundef %79, i32 noundef %81, i32 noundef %83, i32 noundef %85, i32 noundef %87, i32 noundef %89, i32 noundef %91, i32 noundef %93) #8
  %95 = call %struct.tm* @localtime_r(i32* noundef nonnull %1, %struct.tm* noundef nonnull %3) #8
  %96 = getelementptr inbounds %struct.tm, %struct.tm* %95, i32 0, i32 5
  %97 = load i32, i32* %96, align 4, !tbaa !6
  %98 = add nsw i32 %97, 1900
  %99 = getelementptr inbounds %struct.tm, %struct.tm* %95, i32 0, i32 4
  %100 = load i32, i32* %99, align 4, !tbaa !13
  %101 = add nsw i32 %100, 1
  %102 = getelementptr inbounds %struct.tm, %struct.tm* %95, i32 0, i32 3
  %103 = load i32, i32* %102, align 4, !tbaa !14
  %104 = getelementptr inbounds %struct.tm, %struct.tm* %95, i32 0, i32 2
  %105 = load i32, i32* %104, align 4, !tbaa !15
  %106 = getelementptr inbounds %struct.tm, %struct.tm* %95, i32 0, i32 1
  %107 = load i32, i32* %106, align 4, !tbaa !16
  %108 = getelementptr inbounds %struct.tm, %struct.tm* %95, i32 0, i32 0
  %109 = load i32, i32* %108, align 4, !tbaa !17
  %110 = getelementptr inbounds %struct.tm, %struct.tm* %95, i32 0, i32 6
  %111 = load i32, i32* %110, align 4, !tbaa !18
  %112 = getelementptr inbounds %struct.tm, %struct.tm* %95, i32 0, i32 7
  %113 = load i32, i32* %112, align 4, !tbaa !19
  %114 = getelementptr inbounds %struct.tm, %struct.tm* %95, i32 0, i32 8
  %115 = load i32, i32* %114, align 4, !tbaa !20
  %116 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0), i32 noundef %98, i32 noundef %101, i32 noundef %103, i32 noundef %105, i32 noundef %107, i32 noundef %109, i32 noundef %111, i32 noundef %113, i32 noundef %115) #8
  %117 = call %struct.tm* @gmtime(i32* noundef nonnull %1) #8
  %118 = getelementptr inbounds %struct.tm, %struct.tm* %117, i32 0, i32 10
  %119 = load i8*, i8** %118, align 4, !tbaa !24
  %120 = getelementptr inbounds %struct.tm, %struct.tm* %117, i32 0, i32 9
  %121 = load i32, i32* %120, align 4, !tbaa !25
  %122 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i32 0, i32 0), i8* noundef %119, i32 noundef %121)
  %123 = call %struct.tm* @localtime(i32* noundef nonnull %1) #8
  %124 = getelementptr inbounds %struct.tm, %struct.tm* %123, i32 0, i32 10
  %125 = load i8*, i8** %124, align 4, !tbaa !24
  %126 = getelementptr inbounds %struct.tm, %struct.tm* %123, i32 0, i32 9
  %127 = load i32, i32* %126, align 4, !tbaa !25
  %128 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i32 0, i32 0), i8* noundef %125, i32 noundef %127)
  %129 = call i8* @asctime(%struct.tm* noundef nonnull %2) #8
  %130 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i8* noundef %129)
  %131 = call i8* @ctime(i32* noundef nonnull %1) #8
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i8* noundef %131)
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %19) #8
  %133 = call i32 @strftime(i8* noundef nonnull %19, i32 noundef 128, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i32 0, i32 0), %struct.tm* noundef nonnull %3) #8
  %134 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i32 0, i32 0), i32 noundef %133, i8* noundef nonnull %19)
  %135 = call i32 @strftime(i8* noundef nonnull %19, i32 noundef 128, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.19, i32 0, i32 0), %struct.tm* noundef nonnull %3) #8
  %136 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.19, i32 0, i32 0), i32 noundef %135, i8* noundef nonnull %19)
  %137 = call i32 @strftime(i8* noundef nonnull %19, i32 noundef 128, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.20, i32 0, i32 0), %struct.tm* noundef nonnull %3) #8
  %138 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.20, i32 0, i32 0), i32 noundef %137, i8* noundef nonnull %19)
  %139 = call i32 @strftime(i8* noundef nonnull %19, i32 noundef 128, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i32 0, i32 0), %struct.tm* noundef nonnull %3) #8
  %140 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i32 0, i32 0), i32 noundef %139, i8* noundef nonnull %19)
  %141 = call i32 @strftime(i8* noundef nonnull %19, i32 noundef 128, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.22, i32 0, i32 0), %struct.tm* noundef nonnull %3) #8
  %142 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.22, i32 0, i32 0), i32 noundef %141, i8* noundef nonnull %19)
  %143 = call i32 @strftime(i8* noundef nonnull %19, i32 noundef 128, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.23, i32 0, i32 0), %struct.tm* noundef nonnull %3) #8
  %144 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.23, i32 0, i32 0), i32 noundef %143, i8* noundef nonnull %19)
  %145 = call i32 @strftime(i8* noundef nonnull %19, i32 noundef 128, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.24, i32 0, i32 0), %struct.tm* noundef nonnull %3) #8
  %146 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.24, i32 0, i32 0), i32 noundef %145, i8* noundef nonnull %19)
  %147 = call i32 @strftime(i8* noundef nonnull %19, i32 noundef 128, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.25, i32 0, i32 0), %struct.tm* noundef nonnull %3) #8
  %148 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.25, i32 0, i32 0), i32 noundef %147, i8* noundef nonnull %19)
  %149 = call i32 @strftime(i8* noundef nonnull %19, i32 noundef 128, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.26, i32 0, i32 0), %struct.tm* noundef nonnull %3) #8
  %150 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.26, i32 0, i32 0), i32 noundef %149, i8* noundef nonnull %19)
  %151 = call i32 @strftime(i8* noundef nonnull %19, i32 noundef 128, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.27, i32 0, i32 0), %struct.tm* noundef nonnull %3) #8
  %152 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.27, i32 0, i32 0), i32 noundef %151, i8* noundef nonnull %19)
  %153 = call i32 @strftime(i8* noundef nonnull %19, i32 noundef 128, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i32 0, i32 0), %struct.tm* noundef nonnull %3) #8
  %154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i32 0, i32 0), i32 noundef %153, i8* noundef nonnull %19)
  %155 = call i32 @strftime(i8* noundef nonnull %19, i32 noundef 128, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.29, i32 0, i32 0), %struct.tm* noundef nonnull %3) #8
  %156 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.29, i32 0, i32 0), i32 noundef %155, i8* noundef nonnull %19)
  %157 = call i32 @strftime(i8* noundef nonnull %19, i32 noundef 128, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.30, i32 0, i32 0), %struct.tm* noundef nonnull %3) #8
  %158 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.30, i32 0, i32 0), i32 noundef %157, i8* noundef nonnull %19)
  %159 = call i32 @strftime(i8* noundef nonnull %19, i32 noundef 128, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.31, i32 0, i32 0), %struct.tm* noundef nonnull %3) #8
  %160 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.31, i32 0, i32 0), i32 noundef %159, i8* noundef nonnull %19)
  %161 = call i32 @strftime(i8* noundef nonnull %19, i32 noundef 128, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.32, i32 0, i32 0), %struct.tm* noundef nonnull %3) #8
  %162 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.32, i32 0, i32 0), i32 noundef %161, i8* noundef nonnull %19)
  %163 = call i32 @mktime(%struct.tm* noundef nonnull %3) #8
  %164 = sext i32 %163 to i64
  %165 = call i32 @timegm(%struct.tm* noundef nonnull %2) #8
  %166 = sext i32 %165 to i64
  %167 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i32 0, i32 0), i64 noundef %164, i64 noundef %166)
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %19) #8
  call void @llvm.lifetime.end.p0i8(i64 44, i8* nonnull %18) #8
  call void @llvm.lifetime.end.p0i8(i64 44, i8* nonnull %17) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #8
  %168 = add nuw nsw i32 %69, 1
  %169 = icmp eq i32 %168, 14
  br i1 %169, label %20, label %68, !llvm.loop !26

170:                                              ; preds = %20, %170
  %171 = phi i32 [ 2004, %20 ], [ %185, %170 ]
  %172 = add nsw i32 %171, -1900
  call void @llvm.lifetime.start.p0i8(i64 44, i8* nonnull %63) #8
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(44) %63, i8 0, i32 44, i1 false)
  store i32 %172, i32* %64, align 4, !tbaa !6
  store i32 11, i32* %65, align 4, !tbaa !13
  store i32 26, i32* %66, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %67) #8
  %173 = call i32 @timegm(%struct.tm* noundef nonnull %6) #8
  %174 = call i32 @strftime(i8* noundef nonnull %67, i32 noundef 64, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i32 0, i32 0), %struct.tm* noundef nonnull %6) #8
  %175 = call i32 @puts(i8* nonnull %67)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %67) #8
  call void @llvm.lifetime.end.p0i8(i64 44, i8* nonnull %63) #8
  call void @llvm.lifetime.start.p0i8(i64 44, i8* nonnull %63) #8
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(44) %63, i8 0, i32 44, i1 false)
  store i32 %172, i32* %64, align 4, !tbaa !6
  store i32 11, i32* %65, align 4, !tbaa !13
  store i32 30, i32* %66, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %67) #8
  %176 = call i32 @timegm(%struct.tm* noundef nonnull %6) #8
  %177 = call i32 @strftime(i8* noundef nonnull %67, i32 noundef 64, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i32 0, i32 0), %struct.tm* noundef nonnull %6) #8
  %178 = call i32 @puts(i8* nonnull %67)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %67) #8
  call void @llvm.lifetime.end.p0i8(i64 44, i8* nonnull %63) #8
  call void @llvm.lifetime.start.p0i8(i64 44, i8* nonnull %63) #8
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(44) %63, i8 0, i32 44, i1 false)
  store i32 %172, i32* %64, align 4, !tbaa !6
  store i32 11, i32* %65, align 4, !tbaa !13
  store i32 34, i32* %66, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %67) #8
  %179 = call i32 @timegm(%struct.tm* noundef nonnull %6) #8
  %180 = call i32 @strftime(i8* noundef nonnull %67, i32 noundef 64, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i32 0, i32 0), %struct.tm* noundef nonnull %6) #8
  %181 = call i32 @puts(i8* nonnull %67)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %67) #8
  call void @llvm.lifetime.end.p0i8(i64 44, i8* nonnull %63) #8
  call void @llvm.lifetime.start.p0i8(i64 44, i8* nonnull %63) #8
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(44) %63, i8 0, i32 44, i1 false)
  store i32 %172, i32* %64, align 4, !tbaa !6
  store i32 11, i32* %65, align 4, !tbaa !13
  store i32 38, i32* %66, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %67) #8
  %182 = call i32 @timegm(%struct.tm* noundef nonnull %6) #8
  %183 = call i32 @strftime(i8* noundef nonnull %67, i32 noundef 64, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i32 0, i32 0), %struct.tm* noundef nonnull %6) #8
  %184 = call i32 @puts(i8* nonnull %67)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %67) #8
  call void @llvm.lifetime.end.p0i8(i64 44, i8* nonnull %63) #8
  %185 = add nuw nsw i32 %171, 1
  %186 = icmp eq i32 %185, 2013
  br i1 %186, label %187, label %170, !llvm.loop !28

187:                                              ; preds = %170
  %188 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %188) #8
  %189 = bitcast %struct.tm* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 44, i8* nonnull %189) #8
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(44) %189, i8 0, i32 44, i1 false)
  %190 = call i32 @strftime(i8* noundef nonnull %188, i32 noundef 8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i32 0, i32 0), %struct.tm* noundef nonnull %9) #8
  %191 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.12, i32 0, i32 0), i32 noundef %190)
  %192 = call double @difftime(i32 noundef 100, i32 noundef 50) #9
  %193 = call double @difftime(i32 noundef -3, i32 noundef 4) #9
  %194 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.14, i32 0, i32 0), double noundef %192, double noundef %193)
  %195 = call i32 @time(i32* noundef null) #8
  %196 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %196) #8
  %197 = call i32 @time(i32* noundef nonnull %10) #8
  %198 = call i32 @clock() #8
  %199 = bitcast %struct.timespec* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %199) #8
  %200 = bitcast %struct.timespec* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %200) #8
  %201 = call i32 @clock_gettime(i32 noundef 0, %struct.timespec* noundef nonnull %11) #8
  %202 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %12) #8
  %203 = bitcast %struct.timeval* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %203) #8
  %204 = call i32 @gettimeofday(%struct.timeval* noundef nonnull %13, i8* noundef null) #8
  %205 = bitcast i32* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %205)
  store volatile i32 0, i32* %14, align 4, !tbaa !23
  br label %216

206:                                              ; preds = %216
  %207 = call i32 @clock() #8
  %208 = bitcast %struct.timespec* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %208) #8
  %209 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %15) #8
  %210 = load i32, i32* %10, align 4, !tbaa !23
  %211 = getelementptr inbounds %struct.timespec, %struct.timespec* %15, i32 0, i32 0
  %212 = load i32, i32* %211, align 4, !tbaa !29
  %213 = getelementptr inbounds %struct.timespec, %struct.timespec* %12, i32 0, i32 0
  %214 = load i32, i32* %213, align 4, !tbaa !29
  %215 = icmp sgt i32 %212, %214
  br i1 %215, label %243, label %234

216:                                              ; preds = %216, %187
  %217 = phi i32 [ 0, %187 ], [ %232, %216 ]
  %218 = load volatile i32, i32* %14, align 4, !tbaa !23
  %219 = add i32 %218, %217
  store volatile i32 %219, i32* %14, align 4, !tbaa !23
  %220 = add nuw nsw i32 %217, 1
  %221 = load volatile i32, i32* %14, align 4, !tbaa !23
  %222 = add i32 %221, %220
  store volatile i32 %222, i32* %14, align 4, !tbaa !23
  %223 = add nuw nsw i32 %217, 2
  %224 = load volatile i32, i32* %14, align 4, !tbaa !23
  %225 = add i32 %224, %223
  store volatile i32 %225, i32* %14, align 4, !tbaa !23
  %226 = add nuw nsw i32 %217, 3
  %227 = load volatile i32, i32* %14, align 4, !tbaa !23
  %228 = add i32 %227, %226
  store volatile i32 %228, i32* %14, align 4, !tbaa !23
  %229 = add nuw nsw i32 %217, 4
  %230 = load volatile i32, i32* %14, align 4, !tbaa !23
  %231 = add i32 %230, %229
  store volatile i32 %231, i32* %14, align 4, !tbaa !23
  %232 = add nuw nsw i32 %217, 5
  %233 = icmp eq i32 %232, 100000
  br i1 %233, label %206, label %216, !llvm.loop !31

234:                                              ; preds = %206
  %235 = icmp eq i32 %212, %214
  %236 = getelementptr inbounds %struct.timespec, %struct.timespec* %15, i32 0, i32 1
  %237 = load i32, i32* %236, align 4
  %238 = getelementptr inbounds %struct.timespec, %struct.timespec* %12, i32 0, i32 1
  %239 = load i32, i32* %238, align 4
  %240 = icmp sge i32 %237, %239
  %241 = select i1 %235, i1 %240, i1 false
  %242 = zext i1 %241 to i32
  br label %243

243:                                              ; preds = %234, %206
  %244 = phi i32 [ 1, %206 ], [ %242, %234 ]
  %245 = getelementptr inbounds %struct.timespec, %struct.timespec* %11, i32 0, i32 1
  %246 = load i32, i32* %245, align 4, !tbaa !32
  %247 = icmp ult i32 %246, 1000000000
  %248 = getelementptr inbounds %struct.timeval, %struct.timeval* %13, i32 0, i32 1
  %249 = load i32, i32* %248, align 4
  %250 = icmp sgt i32 %249, -1
  %251 = select i1 %247, i1 %250, i1 false
  %252 = icmp slt i32 %249, 1000000
  %253 = select i1 %251, i1 %252, i1 false
  %254 = zext i1 %253 to i32
  %255 = icmp sge i32 %207, %198
  %256 = zext i1 %255 to i32
  %257 = icmp sge i32 %210, %195
  %258 = zext i1 %257 to i32
  %259 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.15, i32 0, i32 0), i32 noundef %258, i32 noundef %256, i32 noundef %201, i32 noundef %202, i32 noundef %204, i32 noundef %244, i32 noundef %254)
  %260 = call i32 @clock_gettime(i32 noundef 99, %struct.timespec* noundef nonnull %11) #8
  %261 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.16, i32 0, i32 0), i32 noundef %260)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %208) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %205)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %203) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %200) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %199) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %196) #8
  call void @llvm.lifetime.end.p0i8(i64 44, i8* nonnull %189) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %188) #8
  call void @llvm.lifetime.end.p0i8(i64 44, i8* nonnull %21) #8
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare %struct.tm* @gmtime_r(i32* noundef, %struct.tm* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare %struct.tm* @localtime_r(i32* noundef, %struct.tm* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare %struct.tm* @gmtime(i32* noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind
declare %struct.tm* @localtime(i32* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i8* @asctime(%struct.tm* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i8* @ctime(i32* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @strftime(i8* noundef, i32 noundef, i8* noundef, %struct.tm* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare noundef i32 @mktime(%struct.tm* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @timegm(%struct.tm* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @difftime(i32 noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare i32 @time(i32* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @clock() local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @gettimeofday(%struct.timeval* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #6 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !8, i64 20}
!7 = !{!"tm", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !8, i64 16, !8, i64 20, !8, i64 24, !8, i64 28, !8, i64 32, !11, i64 36, !12, i64 40}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"long", !9, i64 0}
!12 = !{!"any pointer", !9, i64 0}
!13 = !{!7, !8, i64 16}
!14 = !{!7, !8, i64 12}
!15 = !{!7, !8, i64 8}
!16 = !{!7, !8, i64 4}
!17 = !{!7, !8, i64 0}
!18 = !{!7, !8, i64 24}
!19 = !{!7, !8, i64 28}
!20 = !{!7, !8, i64 32}
!21 = !{!22, !22, i64 0}
!22 = !{!"long long", !9, i64 0}
!23 = !{!11, !11, i64 0}
!24 = !{!7, !12, i64 40}
!25 = !{!7, !11, i64 36}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.mustprogress"}
!28 = distinct !{!28, !27}
!29 = !{!30, !11, i64 0}
!30 = !{!"timespec", !11, i64 0, !11, i64 4}
!31 = distinct !{!31, !27}
!32 = !{!30, !11, i64 4}
