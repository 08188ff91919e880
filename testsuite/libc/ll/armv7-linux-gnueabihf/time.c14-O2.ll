; ModuleID = 'time.c'
source_filename = "time.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@formats = internal unnamed_addr constant [15 x i8*] [i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.19, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.20, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.22, i32 0, i32 0), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.23, i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.24, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.25, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.26, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.29, i32 0, i32 0), i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.str.30, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.31, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.32, i32 0, i32 0)], align 4
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

; Function Attrs: nounwind
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

20:                                               ; preds = %133
  %21 = bitcast %struct.tm* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 44, i8* nonnull %21) #8
  %22 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 6
  %23 = bitcast i32* %22 to i8*
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(44) %23, i8 0, i32 20, i1 false)
  %24 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 5
  store i32 100, i32* %24, align 4, !tbaa !9
  %25 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 4
  store i32 13, i32* %25, align 4, !tbaa !16
  %26 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 3
  store i32 35, i32* %26, align 4, !tbaa !17
  %27 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 2
  store i32 25, i32* %27, align 4, !tbaa !18
  %28 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 1
  store i32 -5, i32* %28, align 4, !tbaa !19
  %29 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 0
  store i32 70, i32* %29, align 4, !tbaa !20
  %30 = call i32 @mktime(%struct.tm* noundef nonnull %5) #8
  %31 = sext i32 %30 to i64
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i32 0, i32 0), i64 noundef %31)
  %33 = load i32, i32* %24, align 4, !tbaa !9
  %34 = add nsw i32 %33, 1900
  %35 = load i32, i32* %25, align 4, !tbaa !16
  %36 = add nsw i32 %35, 1
  %37 = load i32, i32* %26, align 4, !tbaa !17
  %38 = load i32, i32* %27, align 4, !tbaa !18
  %39 = load i32, i32* %28, align 4, !tbaa !19
  %40 = load i32, i32* %29, align 4, !tbaa !20
  %41 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 6
  %42 = load i32, i32* %41, align 4, !tbaa !21
  %43 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 7
  %44 = load i32, i32* %43, align 4, !tbaa !22
  %45 = getelementptr inbounds %struct.tm, %struct.tm* %5, i32 0, i32 8
  %46 = load i32, i32* %45, align 4, !tbaa !23
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.9, i32 0, i32 0), i32 noundef %34, i32 noundef %36, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40, i32 noundef %42, i32 noundef %44, i32 noundef %46) #8
  store i32 99, i32* %24, align 4, !tbaa !9
  store i32 -1, i32* %25, align 4, !tbaa !16
  store i32 0, i32* %26, align 4, !tbaa !17
  store i32 0, i32* %27, align 4, !tbaa !18
  store i32 0, i32* %28, align 4, !tbaa !19
  store i32 -1, i32* %29, align 4, !tbaa !20
  %48 = call i32 @timegm(%struct.tm* noundef nonnull %5) #8
  %49 = sext i32 %48 to i64
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i32 0, i32 0), i64 noundef %49)
  %51 = load i32, i32* %24, align 4, !tbaa !9
  %52 = add nsw i32 %51, 1900
  %53 = load i32, i32* %25, align 4, !tbaa !16
  %54 = add nsw i32 %53, 1
  %55 = load i32, i32* %26, align 4, !tbaa !17
  %56 = load i32, i32* %27, align 4, !tbaa !18
  %57 = load i32, i32* %28, align 4, !tbaa !19
  %58 = load i32, i32* %29, align 4, !tbaa !20
  %59 = load i32, i32* %41, align 4, !tbaa !21
  %60 = load i32, i32* %43, align 4, !tbaa !22
  %61 = load i32, i32* %45, align 4, !tbaa !23
  %62 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.9, i32 0, i32 0), i32 noundef %52, i32 noundef %54, i32 noundef %55, i32 noundef %56, i32 noundef %57, i32 noundef %58, i32 noundef %59, i32 noundef %60, i32 noundef %61) #8
  %63 = bitcast %struct.tm* %6 to i8*
  %64 = getelementptr inbounds %struct.tm, %struct.tm* %6, i32 0, i32 5
  %65 = getelementptr inbounds %struct.tm, %struct.tm* %6, i32 0, i32 4
  %66 = getelementptr inbounds %struct.tm, %struct.tm* %6, i32 0, i32 3
  %67 = getelementptr inbounds [64 x i8], [64 x i8]* %7, i32 0, i32 0
  br label %149

68:                                               ; preds = %0, %133
  %69 = phi i32 [ 0, %0 ], [ %139, %133 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #8
  %70 = getelementptr inbounds [14 x i64], [14 x i64]* @main.times, i32 0, i32 %69
  %71 = load i64, i64* %70, align 8, !tbaa !24
  %72 = trunc i64 %71 to i32
  store i32 %72, i32* %1, align 4, !tbaa !26
  call void @llvm.lifetime.start.p0i8(i64 44, i8* nonnull %17) #8
  call void @llvm.lifetime.start.p0i8(i64 44, i8* nonnull %18) #8
  %73 = call %struct.tm* @gmtime_r(i32* noundef nonnull %1, %struct.tm* noundef nonnull %2) #8
  %74 = getelementptr inbounds %struct.tm, %struct.tm* %73, i32 0, i32 5
  %75 = load i32, i32* %74, align 4, !tbaa !9
  %76 = add nsw i32 %75, 1900
  %77 = getelementptr inbounds %struct.tm, %struct.tm* %73, i32 0, i32 4
  %78 = load i32, i32* %77, align 4, !tbaa !16
  %79 = add nsw i32 %78, 1
  %80 = getelementptr inbounds %struct.tm, %struct.tm* %73, i32 0, i32 3
  %81 = load i32, i32* %80, align 4, !tbaa !17
  %82 = getelementptr inbounds %struct.tm, %struct.tm* %73, i32 0, i32 2
  %83 = load i32, i32* %82, align 4, !tbaa !18
  %84 = getelementptr inbounds %struct.tm, %struct.tm* %73, i32 0, i32 1
  %85 = load i32, i32* %84, align 4, !tbaa !19
  %86 = getelementptr inbounds %struct.tm, %struct.tm* %73, i32 0, i32 0
  %87 = load i32, i32* %86, align 4, !tbaa !20
  %88 = getelementptr inbounds %struct.tm, %struct.tm* %73, i32 0, i32 6
  %89 = load i32, i32* %88, align 4, !tbaa !21
  %90 = getelementptr inbounds %struct.tm, %struct.tm* %73, i32 0, i32 7
  %91 = load i32, i32* %90, align 4, !tbaa !22
  %92 = getelementptr inbounds %struct.tm, %struct.tm* %73, i32 0, i32 8
  %93 = load i32, i32* %92, align 4, !tbaa !23
  %94 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i32 noundef %76, i32 noundef %79, i32 noundef %81, i32 noundef %83, i32 noundef %85, i32 noundef %87, i32 noundef %89, i32 noundef %91, i32 noundef %93) #8
  %95 = call %struct.tm* @localtime_r(i32* noundef nonnull %1, %struct.tm* noundef nonnull %3) #8
  %96 = getelementptr inbounds %struct.tm, %struct.tm* %95, i32 0, i32 5
  %97 = load i32, i32* %96, align 4, !tbaa !9
  %98 = add nsw i32 %97, 1900
  %99 = getelementptr inbounds %struct.tm, %struct.tm* %95, i32 0, i32 4
  %100 = load i32, i32* %99, align 4, !tbaa !16
  %101 = add nsw i32 %100, 1
  %102 = getelementptr inbounds %struct.tm, %struct.tm* %95, i32 0, i32 3
  %103 = load i32, i32* %102, align 4, !tbaa !17
  %104 = getelementptr inbounds %struct.tm, %struct.tm* %95, i32 0, i32 2
  %105 = load i32, i32* %104, align 4, !tbaa !18
  %106 = getelementptr inbounds %struct.tm, %struct.tm* %95, i32 0, i32 1
  %107 = load i32, i32* %106, align 4, !tbaa !19
  %108 = getelementptr inbounds %struct.tm, %struct.tm* %95, i32 0, i32 0
  %109 = load i32, i32* %108, align 4, !tbaa !20
  %110 = getelementptr inbounds %struct.tm, %struct.tm* %95, i32 0, i32 6
  %111 = load i32, i32* %110, align 4, !tbaa !21
  %112 = getelementptr inbounds %struct.tm, %struct.tm* %95, i32 0, i32 7
  %113 = load i32, i32* %112, align 4, !tbaa !22
  %114 = getelementptr inbounds %struct.tm, %struct.tm* %95, i32 0, i32 8
  %115 = load i32, i32* %114, align 4, !tbaa !23
  %116 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([58 x i8], [58 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0), i32 noundef %98, i32 noundef %101, i32 noundef %103, i32 noundef %105, i32 noundef %107, i32 noundef %109, i32 noundef %111, i32 noundef %113, i32 noundef %115) #8
  %117 = call %struct.tm* @gmtime(i32* noundef nonnull %1) #8
  %118 = getelementptr inbounds %struct.tm, %struct.tm* %117, i32 0, i32 10
  %119 = load i8*, i8** %118, align 4, !tbaa !27
  %120 = getelementptr inbounds %struct.tm, %struct.tm* %117, i32 0, i32 9
  %121 = load i32, i32* %120, align 4, !tbaa !28
  %122 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i32 0, i32 0), i8* noundef %119, i32 noundef %121)
  %123 = call %struct.tm* @localtime(i32* noundef nonnull %1) #8
  %124 = getelementptr inbounds %struct.tm, %struct.tm* %123, i32 0, i32 10
  %125 = load i8*, i8** %124, align 4, !tbaa !27
  %126 = getelementptr inbounds %struct.tm, %struct.tm* %123, i32 0, i32 9
  %127 = load i32, i32* %126, align 4, !tbaa !28
  %128 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i32 0, i32 0), i8* noundef %125, i32 noundef %127)
  %129 = call i8* @asctime(%struct.tm* noundef nonnull %2) #8
  %130 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i8* noundef %129)
  %131 = call i8* @ctime(i32* noundef nonnull %1) #8
  %132 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i8* noundef %131)
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %19) #8
  br label %141

133:                                              ; preds = %141
  %134 = call i32 @mktime(%struct.tm* noundef nonnull %3) #8
  %135 = sext i32 %134 to i64
  %136 = call i32 @timegm(%struct.tm* noundef nonnull %2) #8
  %137 = sext i32 %136 to i64
  %138 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i32 0, i32 0), i64 noundef %135, i64 noundef %137)
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %19) #8
  call void @llvm.lifetime.end.p0i8(i64 44, i8* nonnull %18) #8
  call void @llvm.lifetime.end.p0i8(i64 44, i8* nonnull %17) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #8
  %139 = add nuw nsw i32 %69, 1
  %140 = icmp eq i32 %139, 14
  br i1 %140, label %20, label %68, !llvm.loop !29

141:                                              ; preds = %68, %141
  %142 = phi i32 [ 0, %68 ], [ %147, %141 ]
  %143 = getelementptr inbounds [15 x i8*], [15 x i8*]* @formats, i32 0, i32 %142
  %144 = load i8*, i8** %143, align 4, !tbaa !31
  %145 = call i32 @strftime(i8* noundef nonnull %19, i32 noundef 128, i8* noundef %144, %struct.tm* noundef nonnull %3) #8
  %146 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i8* noundef %144, i32 noundef %145, i8* noundef nonnull %19)
  %147 = add nuw nsw i32 %142, 1
  %148 = icmp eq i32 %147, 15
  br i1 %148, label %133, label %141, !llvm.loop !32

149:                                              ; preds = %20, %149
  %150 = phi i32 [ 2004, %20 ], [ %164, %149 ]
  %151 = add nsw i32 %150, -1900
  call void @llvm.lifetime.start.p0i8(i64 44, i8* nonnull %63) #8
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(44) %63, i8 0, i32 44, i1 false)
  store i32 %151, i32* %64, align 4, !tbaa !9
  store i32 11, i32* %65, align 4, !tbaa !16
  store i32 26, i32* %66, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %67) #8
  %152 = call i32 @timegm(%struct.tm* noundef nonnull %6) #8
  %153 = call i32 @strftime(i8* noundef nonnull %67, i32 noundef 64, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i32 0, i32 0), %struct.tm* noundef nonnull %6) #8
  %154 = call i32 @puts(i8* nonnull %67)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %67) #8
  call void @llvm.lifetime.end.p0i8(i64 44, i8* nonnull %63) #8
  call void @llvm.lifetime.start.p0i8(i64 44, i8* nonnull %63) #8
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(44) %63, i8 0, i32 44, i1 false)
  store i32 %151, i32* %64, align 4, !tbaa !9
  store i32 11, i32* %65, align 4, !tbaa !16
  store i32 30, i32* %66, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %67) #8
  %155 = call i32 @timegm(%struct.tm* noundef nonnull %6) #8
  %156 = call i32 @strftime(i8* noundef nonnull %67, i32 noundef 64, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i32 0, i32 0), %struct.tm* noundef nonnull %6) #8
  %157 = call i32 @puts(i8* nonnull %67)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %67) #8
  call void @llvm.lifetime.end.p0i8(i64 44, i8* nonnull %63) #8
  call void @llvm.lifetime.start.p0i8(i64 44, i8* nonnull %63) #8
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(44) %63, i8 0, i32 44, i1 false)
  store i32 %151, i32* %64, align 4, !tbaa !9
  store i32 11, i32* %65, align 4, !tbaa !16
  store i32 34, i32* %66, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %67) #8
  %158 = call i32 @timegm(%struct.tm* noundef nonnull %6) #8
  %159 = call i32 @strftime(i8* noundef nonnull %67, i32 noundef 64, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i32 0, i32 0), %struct.tm* noundef nonnull %6) #8
  %160 = call i32 @puts(i8* nonnull %67)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %67) #8
  call void @llvm.lifetime.end.p0i8(i64 44, i8* nonnull %63) #8
  call void @llvm.lifetime.start.p0i8(i64 44, i8* nonnull %63) #8
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(44) %63, i8 0, i32 44, i1 false)
  store i32 %151, i32* %64, align 4, !tbaa !9
  store i32 11, i32* %65, align 4, !tbaa !16
  store i32 38, i32* %66, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %67) #8
  %161 = call i32 @timegm(%struct.tm* noundef nonnull %6) #8
  %162 = call i32 @strftime(i8* noundef nonnull %67, i32 noundef 64, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i32 0, i32 0), %struct.tm* noundef nonnull %6) #8
  %163 = call i32 @puts(i8* nonnull %67)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %67) #8
  call void @llvm.lifetime.end.p0i8(i64 44, i8* nonnull %63) #8
  %164 = add nuw nsw i32 %150, 1
  %165 = icmp eq i32 %164, 2013
  br i1 %165, label %166, label %149, !llvm.loop !33

166:                                              ; preds = %149
  %167 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %167) #8
  %168 = bitcast %struct.tm* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 44, i8* nonnull %168) #8
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(44) %168, i8 0, i32 44, i1 false)
  %169 = call i32 @strftime(i8* noundef nonnull %167, i32 noundef 8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i32 0, i32 0), %struct.tm* noundef nonnull %9) #8
  %170 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.12, i32 0, i32 0), i32 noundef %169)
  %171 = call double @difftime(i32 noundef 100, i32 noundef 50) #9
  %172 = call double @difftime(i32 noundef -3, i32 noundef 4) #9
  %173 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.14, i32 0, i32 0), double noundef %171, double noundef %172)
  %174 = call i32 @time(i32* noundef null) #8
  %175 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %175) #8
  %176 = call i32 @time(i32* noundef nonnull %10) #8
  %177 = call i32 @clock() #8
  %178 = bitcast %struct.timespec* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %178) #8
  %179 = bitcast %struct.timespec* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %179) #8
  %180 = call i32 @clock_gettime(i32 noundef 0, %struct.timespec* noundef nonnull %11) #8
  %181 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %12) #8
  %182 = bitcast %struct.timeval* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %182) #8
  %183 = call i32 @gettimeofday(%struct.timeval* noundef nonnull %13, i8* noundef null) #8
  %184 = bitcast i32* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %184)
  store volatile i32 0, i32* %14, align 4, !tbaa !26
  br label %195

185:                                              ; preds = %195
  %186 = call i32 @clock() #8
  %187 = bitcast %struct.timespec* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %187) #8
  %188 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %15) #8
  %189 = load i32, i32* %10, align 4, !tbaa !26
  %190 = getelementptr inbounds %struct.timespec, %struct.timespec* %15, i32 0, i32 0
  %191 = load i32, i32* %190, align 4, !tbaa !34
  %192 = getelementptr inbounds %struct.timespec, %struct.timespec* %12, i32 0, i32 0
  %193 = load i32, i32* %192, align 4, !tbaa !34
  %194 = icmp sgt i32 %191, %193
  br i1 %194, label %210, label %201

195:                                              ; preds = %166, %195
  %196 = phi i32 [ 0, %166 ], [ %199, %195 ]
  %197 = load volatile i32, i32* %14, align 4, !tbaa !26
  %198 = add i32 %197, %196
  store volatile i32 %198, i32* %14, align 4, !tbaa !26
  %199 = add nuw nsw i32 %196, 1
  %200 = icmp eq i32 %199, 100000
  br i1 %200, label %185, label %195, !llvm.loop !36

201:                                              ; preds = %185
  %202 = icmp eq i32 %191, %193
  %203 = getelementptr inbounds %struct.timespec, %struct.timespec* %15, i32 0, i32 1
  %204 = load i32, i32* %203, align 4
  %205 = getelementptr inbounds %struct.timespec, %struct.timespec* %12, i32 0, i32 1
  %206 = load i32, i32* %205, align 4
  %207 = icmp sge i32 %204, %206
  %208 = select i1 %202, i1 %207, i1 false
  %209 = zext i1 %208 to i32
  br label %210

210:                                              ; preds = %201, %185
  %211 = phi i32 [ 1, %185 ], [ %209, %201 ]
  %212 = getelementptr inbounds %struct.timespec, %struct.timespec* %11, i32 0, i32 1
  %213 = load i32, i32* %212, align 4, !tbaa !37
  %214 = icmp ult i32 %213, 1000000000
  %215 = getelementptr inbounds %struct.timeval, %struct.timeval* %13, i32 0, i32 1
  %216 = load i32, i32* %215, align 4
  %217 = icmp sgt i32 %216, -1
  %218 = select i1 %214, i1 %217, i1 false
  %219 = icmp slt i32 %216, 1000000
  %220 = select i1 %218, i1 %219, i1 false
  %221 = zext i1 %220 to i32
  %222 = icmp sge i32 %186, %177
  %223 = zext i1 %222 to i32
  %224 = icmp sge i32 %189, %174
  %225 = zext i1 %224 to i32
  %226 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.15, i32 0, i32 0), i32 noundef %225, i32 noundef %223, i32 noundef %180, i32 noundef %181, i32 noundef %183, i32 noundef %211, i32 noundef %221)
  %227 = call i32 @clock_gettime(i32 noundef 99, %struct.timespec* noundef nonnull %11) #8
  %228 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.16, i32 0, i32 0), i32 noundef %227)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %187) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %184)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %182) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %179) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %178) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %175) #8
  call void @llvm.lifetime.end.p0i8(i64 44, i8* nonnull %168) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %167) #8
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

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #6 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !11, i64 20}
!10 = !{!"tm", !11, i64 0, !11, i64 4, !11, i64 8, !11, i64 12, !11, i64 16, !11, i64 20, !11, i64 24, !11, i64 28, !11, i64 32, !14, i64 36, !15, i64 40}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!"long", !12, i64 0}
!15 = !{!"any pointer", !12, i64 0}
!16 = !{!10, !11, i64 16}
!17 = !{!10, !11, i64 12}
!18 = !{!10, !11, i64 8}
!19 = !{!10, !11, i64 4}
!20 = !{!10, !11, i64 0}
!21 = !{!10, !11, i64 24}
!22 = !{!10, !11, i64 28}
!23 = !{!10, !11, i64 32}
!24 = !{!25, !25, i64 0}
!25 = !{!"long long", !12, i64 0}
!26 = !{!14, !14, i64 0}
!27 = !{!10, !15, i64 40}
!28 = !{!10, !14, i64 36}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.mustprogress"}
!31 = !{!15, !15, i64 0}
!32 = distinct !{!32, !30}
!33 = distinct !{!33, !30}
!34 = !{!35, !14, i64 0}
!35 = !{!"timespec", !14, i64 0, !14, i64 4}
!36 = distinct !{!36, !30}
!37 = !{!35, !14, i64 4}
