; ModuleID = 'time.c'
source_filename = "time.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i8* }
%struct.timespec = type { i64, i64 }
%struct.timeval = type { i64, i64 }

@main.times = internal constant [14 x i64] [i64 0, i64 1, i64 86399, i64 86400, i64 951782400, i64 951868800, i64 978307199, i64 1000000000, i64 1234567890, i64 1700000000, i64 2147483647, i64 -1, i64 -86400, i64 -2147483647], align 8
@.str = private unnamed_addr constant [9 x i8] c"gmtime_r\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"localtime_r\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"  gmtime zone %s off %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"  localtime zone %s off %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"  asctime %s\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"  ctime %s\00", align 1
@formats = internal constant [15 x i8*] [i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.19, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.20, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.22, i32 0, i32 0), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.23, i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.24, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.25, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.26, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.28, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.29, i32 0, i32 0), i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.str.30, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.31, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.32, i32 0, i32 0)], align 8
@.str.6 = private unnamed_addr constant [17 x i8] c"  [%s] %zu \22%s\22\0A\00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"  mktime %lld timegm %lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"normalised %lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"normalised\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"%F %a %G-W%V-%u %U %W %j\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca %struct.tm, align 8
  %5 = alloca %struct.tm, align 8
  %6 = alloca %struct.tm*, align 8
  %7 = alloca %struct.tm*, align 8
  %8 = alloca [128 x i8], align 1
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca %struct.tm, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.tm, align 8
  %16 = alloca [64 x i8], align 1
  %17 = alloca [8 x i8], align 1
  %18 = alloca %struct.tm, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca %struct.timespec, align 8
  %23 = alloca %struct.timespec, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca %struct.timeval, align 8
  %27 = alloca i32, align 4
  %28 = alloca i64, align 8
  %29 = alloca i32, align 4
  %30 = alloca i64, align 8
  %31 = alloca %struct.timespec, align 8
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %32

32:                                               ; preds = %88, %0
  %33 = load i32, i32* %2, align 4
  %34 = zext i32 %33 to i64
  %35 = icmp ult i64 %34, 14
  br i1 %35, label %36, label %91

36:                                               ; preds = %32
  %37 = load i32, i32* %2, align 4
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [14 x i64], [14 x i64]* @main.times, i64 0, i64 %38
  %40 = load i64, i64* %39, align 8
  store i64 %40, i64* %3, align 8
  %41 = call %struct.tm* @gmtime_r(i64* noundef %3, %struct.tm* noundef %4) #5
  call void @show(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), %struct.tm* noundef %41)
  %42 = call %struct.tm* @localtime_r(i64* noundef %3, %struct.tm* noundef %5) #5
  call void @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), %struct.tm* noundef %42)
  %43 = call %struct.tm* @gmtime(i64* noundef %3) #5
  store %struct.tm* %43, %struct.tm** %6, align 8
  %44 = load %struct.tm*, %struct.tm** %6, align 8
  %45 = getelementptr inbounds %struct.tm, %struct.tm* %44, i32 0, i32 10
  %46 = load i8*, i8** %45, align 8
  %47 = load %struct.tm*, %struct.tm** %6, align 8
  %48 = getelementptr inbounds %struct.tm, %struct.tm* %47, i32 0, i32 9
  %49 = load i64, i64* %48, align 8
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0), i8* noundef %46, i64 noundef %49)
  %51 = call %struct.tm* @localtime(i64* noundef %3) #5
  store %struct.tm* %51, %struct.tm** %7, align 8
  %52 = load %struct.tm*, %struct.tm** %7, align 8
  %53 = getelementptr inbounds %struct.tm, %struct.tm* %52, i32 0, i32 10
  %54 = load i8*, i8** %53, align 8
  %55 = load %struct.tm*, %struct.tm** %7, align 8
  %56 = getelementptr inbounds %struct.tm, %struct.tm* %55, i32 0, i32 9
  %57 = load i64, i64* %56, align 8
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i64 0, i64 0), i8* noundef %54, i64 noundef %57)
  %59 = call i8* @asctime(%struct.tm* noundef %4) #5
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i8* noundef %59)
  %61 = call i8* @ctime(i64* noundef %3) #5
  %62 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i8* noundef %61)
  store i32 0, i32* %9, align 4
  br label %63

63:                                               ; preds = %81, %36
  %64 = load i32, i32* %9, align 4
  %65 = zext i32 %64 to i64
  %66 = icmp ult i64 %65, 15
  br i1 %66, label %67, label %84

67:                                               ; preds = %63
  %68 = getelementptr inbounds [128 x i8], [128 x i8]* %8, i64 0, i64 0
  %69 = load i32, i32* %9, align 4
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds [15 x i8*], [15 x i8*]* @formats, i64 0, i64 %70
  %72 = load i8*, i8** %71, align 8
  %73 = call i64 @strftime(i8* noundef %68, i64 noundef 128, i8* noundef %72, %struct.tm* noundef %5) #5
  store i64 %73, i64* %10, align 8
  %74 = load i32, i32* %9, align 4
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds [15 x i8*], [15 x i8*]* @formats, i64 0, i64 %75
  %77 = load i8*, i8** %76, align 8
  %78 = load i64, i64* %10, align 8
  %79 = getelementptr inbounds [128 x i8], [128 x i8]* %8, i64 0, i64 0
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i64 0, i64 0), i8* noundef %77, i64 noundef %78, i8* noundef %79)
  br label %81

81:                                               ; preds = %67
  %82 = load i32, i32* %9, align 4
  %83 = add i32 %82, 1
  store i32 %83, i32* %9, align 4
  br label %63, !llvm.loop !10

84:                                               ; preds = %63
  %85 = call i64 @mktime(%struct.tm* noundef %5) #5
  %86 = call i64 @timegm(%struct.tm* noundef %4) #5
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.7, i64 0, i64 0), i64 noundef %85, i64 noundef %86)
  br label %88

88:                                               ; preds = %84
  %89 = load i32, i32* %2, align 4
  %90 = add i32 %89, 1
  store i32 %90, i32* %2, align 4
  br label %32, !llvm.loop !12

91:                                               ; preds = %32
  %92 = bitcast %struct.tm* %11 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %92, i8 0, i64 56, i1 false)
  %93 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 5
  store i32 100, i32* %93, align 4
  %94 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 4
  store i32 13, i32* %94, align 8
  %95 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 3
  store i32 35, i32* %95, align 4
  %96 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 2
  store i32 25, i32* %96, align 8
  %97 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 1
  store i32 -5, i32* %97, align 4
  %98 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 0
  store i32 70, i32* %98, align 8
  %99 = call i64 @mktime(%struct.tm* noundef %11) #5
  store i64 %99, i64* %12, align 8
  %100 = load i64, i64* %12, align 8
  %101 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0), i64 noundef %100)
  call void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.9, i64 0, i64 0), %struct.tm* noundef %11)
  %102 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 5
  store i32 99, i32* %102, align 4
  %103 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 4
  store i32 -1, i32* %103, align 8
  %104 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 3
  store i32 0, i32* %104, align 4
  %105 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 2
  store i32 0, i32* %105, align 8
  %106 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 1
  store i32 0, i32* %106, align 4
  %107 = getelementptr inbounds %struct.tm, %struct.tm* %11, i32 0, i32 0
  store i32 -1, i32* %107, align 8
  %108 = call i64 @timegm(%struct.tm* noundef %11) #5
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0), i64 noundef %108)
  call void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.9, i64 0, i64 0), %struct.tm* noundef %11)
  store i32 2004, i32* %13, align 4
  br label %110

110:                                              ; preds = %134, %91
  %111 = load i32, i32* %13, align 4
  %112 = icmp sle i32 %111, 2012
  br i1 %112, label %113, label %137

113:                                              ; preds = %110
  store i32 26, i32* %14, align 4
  br label %114

114:                                              ; preds = %130, %113
  %115 = load i32, i32* %14, align 4
  %116 = icmp sle i32 %115, 38
  br i1 %116, label %117, label %133

117:                                              ; preds = %114
  %118 = bitcast %struct.tm* %15 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %118, i8 0, i64 56, i1 false)
  %119 = load i32, i32* %13, align 4
  %120 = sub nsw i32 %119, 1900
  %121 = getelementptr inbounds %struct.tm, %struct.tm* %15, i32 0, i32 5
  store i32 %120, i32* %121, align 4
  %122 = getelementptr inbounds %struct.tm, %struct.tm* %15, i32 0, i32 4
  store i32 11, i32* %122, align 8
  %123 = load i32, i32* %14, align 4
  %124 = getelementptr inbounds %struct.tm, %struct.tm* %15, i32 0, i32 3
  store i32 %123, i32* %124, align 4
  %125 = call i64 @timegm(%struct.tm* noundef %15) #5
  %126 = getelementptr inbounds [64 x i8], [64 x i8]* %16, i64 0, i64 0
  %127 = call i64 @strftime(i8* noundef %126, i64 noundef 64, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.10, i64 0, i64 0), %struct.tm* noundef %15) #5
  %128 = getelementptr inbounds [64 x i8], [64 x i8]* %16, i64 0, i64 0
  %129 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), i8* noundef %128)
  br label %130

130:                                              ; preds = %117
  %131 = load i32, i32* %14, align 4
  %132 = add nsw i32 %131, 4
  store i32 %132, i32* %14, align 4
  br label %114, !llvm.loop !13

133:                                              ; preds = %114
  br label %134

134:                                              ; preds = %133
  %135 = load i32, i32* %13, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, i32* %13, align 4
  br label %110, !llvm.loop !14

137:                                              ; preds = %110
  %138 = bitcast %struct.tm* %18 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %138, i8 0, i64 56, i1 false)
  %139 = getelementptr inbounds [8 x i8], [8 x i8]* %17, i64 0, i64 0
  %140 = call i64 @strftime(i8* noundef %139, i64 noundef 8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0), %struct.tm* noundef %18) #5
  %141 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.12, i64 0, i64 0), i64 noundef %140)
  %142 = call double @difftime(i64 noundef 100, i64 noundef 50) #6
  %143 = call double @difftime(i64 noundef -3, i64 noundef 4) #6
  %144 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.14, i64 0, i64 0), double noundef %142, double noundef %143)
  %145 = call i64 @time(i64* noundef null) #5
  store i64 %145, i64* %19, align 8
  %146 = call i64 @time(i64* noundef %20) #5
  %147 = call i64 @clock() #5
  store i64 %147, i64* %21, align 8
  %148 = call i32 @clock_gettime(i32 noundef 0, %struct.timespec* noundef %22) #5
  store i32 %148, i32* %24, align 4
  %149 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef %23) #5
  store i32 %149, i32* %25, align 4
  %150 = call i32 @gettimeofday(%struct.timeval* noundef %26, i8* noundef null) #5
  store i32 %150, i32* %27, align 4
  store volatile i64 0, i64* %28, align 8
  store i32 0, i32* %29, align 4
  br label %151

151:                                              ; preds = %159, %137
  %152 = load i32, i32* %29, align 4
  %153 = icmp slt i32 %152, 100000
  br i1 %153, label %154, label %162

154:                                              ; preds = %151
  %155 = load i32, i32* %29, align 4
  %156 = sext i32 %155 to i64
  %157 = load volatile i64, i64* %28, align 8
  %158 = add i64 %157, %156
  store volatile i64 %158, i64* %28, align 8
  br label %159

159:                                              ; preds = %154
  %160 = load i32, i32* %29, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, i32* %29, align 4
  br label %151, !llvm.loop !15

162:                                              ; preds = %151
  %163 = call i64 @clock() #5
  store i64 %163, i64* %30, align 8
  %164 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef %31) #5
  %165 = load i64, i64* %20, align 8
  %166 = load i64, i64* %19, align 8
  %167 = icmp sge i64 %165, %166
  %168 = zext i1 %167 to i32
  %169 = load i64, i64* %30, align 8
  %170 = load i64, i64* %21, align 8
  %171 = icmp sge i64 %169, %170
  %172 = zext i1 %171 to i32
  %173 = load i32, i32* %24, align 4
  %174 = load i32, i32* %25, align 4
  %175 = load i32, i32* %27, align 4
  %176 = getelementptr inbounds %struct.timespec, %struct.timespec* %31, i32 0, i32 0
  %177 = load i64, i64* %176, align 8
  %178 = getelementptr inbounds %struct.timespec, %struct.timespec* %23, i32 0, i32 0
  %179 = load i64, i64* %178, align 8
  %180 = icmp sgt i64 %177, %179
  br i1 %180, label %195, label %181

181:                                              ; preds = %162
  %182 = getelementptr inbounds %struct.timespec, %struct.timespec* %31, i32 0, i32 0
  %183 = load i64, i64* %182, align 8
  %184 = getelementptr inbounds %struct.timespec, %struct.timespec* %23, i32 0, i32 0
  %185 = load i64, i64* %184, align 8
  %186 = icmp eq i64 %183, %185
  br i1 %186, label %187, label %193

187:                                              ; preds = %181
  %188 = getelementptr inbounds %struct.timespec, %struct.timespec* %31, i32 0, i32 1
  %189 = load i64, i64* %188, align 8
  %190 = getelementptr inbounds %struct.timespec, %struct.timespec* %23, i32 0, i32 1
  %191 = load i64, i64* %190, align 8
  %192 = icmp sge i64 %189, %191
  br label %193

193:                                              ; preds = %187, %181
  %194 = phi i1 [ false, %181 ], [ %192, %187 ]
  br label %195

195:                                              ; preds = %193, %162
  %196 = phi i1 [ true, %162 ], [ %194, %193 ]
  %197 = zext i1 %196 to i32
  %198 = getelementptr inbounds %struct.timespec, %struct.timespec* %22, i32 0, i32 1
  %199 = load i64, i64* %198, align 8
  %200 = icmp sge i64 %199, 0
  br i1 %200, label %201, label %213

201:                                              ; preds = %195
  %202 = getelementptr inbounds %struct.timespec, %struct.timespec* %22, i32 0, i32 1
  %203 = load i64, i64* %202, align 8
  %204 = icmp slt i64 %203, 1000000000
  br i1 %204, label %205, label %213

205:                                              ; preds = %201
  %206 = getelementptr inbounds %struct.timeval, %struct.timeval* %26, i32 0, i32 1
  %207 = load i64, i64* %206, align 8
  %208 = icmp sge i64 %207, 0
  br i1 %208, label %209, label %213

209:                                              ; preds = %205
  %210 = getelementptr inbounds %struct.timeval, %struct.timeval* %26, i32 0, i32 1
  %211 = load i64, i64* %210, align 8
  %212 = icmp slt i64 %211, 1000000
  br label %213

213:                                              ; preds = %209, %205, %201, %195
  %214 = phi i1 [ false, %205 ], [ false, %201 ], [ false, %195 ], [ %212, %209 ]
  %215 = zext i1 %214 to i32
  %216 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.15, i64 0, i64 0), i32 noundef %168, i32 noundef %172, i32 noundef %173, i32 noundef %174, i32 noundef %175, i32 noundef %197, i32 noundef %215)
  %217 = call i32 @clock_gettime(i32 noundef 99, %struct.timespec* noundef %22) #5
  %218 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.16, i64 0, i64 0), i32 noundef %217)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(i8* noundef %0, %struct.tm* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.tm*, align 8
  store i8* %0, i8** %3, align 8
  store %struct.tm* %1, %struct.tm** %4, align 8
  %5 = load i8*, i8** %3, align 8
  %6 = load %struct.tm*, %struct.tm** %4, align 8
  %7 = getelementptr inbounds %struct.tm, %struct.tm* %6, i32 0, i32 5
  %8 = load i32, i32* %7, align 4
  %9 = add nsw i32 %8, 1900
  %10 = load %struct.tm*, %struct.tm** %4, align 8
  %11 = getelementptr inbounds %struct.tm, %struct.tm* %10, i32 0, i32 4
  %12 = load i32, i32* %11, align 8
  %13 = add nsw i32 %12, 1
  %14 = load %struct.tm*, %struct.tm** %4, align 8
  %15 = getelementptr inbounds %struct.tm, %struct.tm* %14, i32 0, i32 3
  %16 = load i32, i32* %15, align 4
  %17 = load %struct.tm*, %struct.tm** %4, align 8
  %18 = getelementptr inbounds %struct.tm, %struct.tm* %17, i32 0, i32 2
  %19 = load i32, i32* %18, align 8
  %20 = load %struct.tm*, %struct.tm** %4, align 8
  %21 = getelementptr inbounds %struct.tm, %struct.tm* %20, i32 0, i32 1
  %22 = load i32, i32* %21, align 4
  %23 = load %struct.tm*, %struct.tm** %4, align 8
  %24 = getelementptr inbounds %struct.tm, %struct.tm* %23, i32 0, i32 0
  %25 = load i32, i32* %24, align 8
  %26 = load %struct.tm*, %struct.tm** %4, align 8
  %27 = getelementptr inbounds %struct.tm, %struct.tm* %26, i32 0, i32 6
  %28 = load i32, i32* %27, align 8
  %29 = load %struct.tm*, %struct.tm** %4, align 8
  %30 = getelementptr inbounds %struct.tm, %struct.tm* %29, i32 0, i32 7
  %31 = load i32, i32* %30, align 4
  %32 = load %struct.tm*, %struct.tm** %4, align 8
  %33 = getelementptr inbounds %struct.tm, %struct.tm* %32, i32 0, i32 8
  %34 = load i32, i32* %33, align 8
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str.17, i64 0, i64 0), i8* noundef %5, i32 noundef %9, i32 noundef %13, i32 noundef %16, i32 noundef %19, i32 noundef %22, i32 noundef %25, i32 noundef %28, i32 noundef %31, i32 noundef %34)
  ret void
}

; Function Attrs: nounwind
declare %struct.tm* @gmtime_r(i64* noundef, %struct.tm* noundef) #1

; Function Attrs: nounwind
declare %struct.tm* @localtime_r(i64* noundef, %struct.tm* noundef) #1

; Function Attrs: nounwind
declare %struct.tm* @gmtime(i64* noundef) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare %struct.tm* @localtime(i64* noundef) #1

; Function Attrs: nounwind
declare i8* @asctime(%struct.tm* noundef) #1

; Function Attrs: nounwind
declare i8* @ctime(i64* noundef) #1

; Function Attrs: nounwind
declare i64 @strftime(i8* noundef, i64 noundef, i8* noundef, %struct.tm* noundef) #1

; Function Attrs: nounwind
declare i64 @mktime(%struct.tm* noundef) #1

; Function Attrs: nounwind
declare i64 @timegm(%struct.tm* noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind readnone willreturn
declare double @difftime(i64 noundef, i64 noundef) #4

; Function Attrs: nounwind
declare i64 @time(i64* noundef) #1

; Function Attrs: nounwind
declare i64 @clock() #1

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) #1

; Function Attrs: nounwind
declare i32 @gettimeofday(%struct.timeval* noundef, i8* noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind readnone willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
